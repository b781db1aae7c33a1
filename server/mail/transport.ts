import nodemailer from "nodemailer";

/** One contact message to deliver to the company inbox. */
export interface OutgoingMessage {
  name: string;
  email: string;
  message: string;
}

/** Delivers a message or throws with the reason. */
export interface MailTransport {
  kind: "smtp" | "relay";
  send(message: OutgoingMessage): Promise<void>;
}

/** Header values must be one line: CR/LF would let a visitor inject headers. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

/** SMTP via nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587). Reply-To is the visitor. */
export function smtpTransport({ url, from, to }: { url: string; from: string; to: string }): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send({ name, email, message }) {
      await transporter.sendMail({
        from,
        to,
        replyTo: { name: oneLine(name), address: oneLine(email) },
        subject: oneLine(`Website message from ${name}`),
        text: `${message}\n\n— ${name} <${email}>\nSent from the contact form of the website.`,
      });
    },
  };
}

export interface RelaySettings {
  url: string;
  serviceId: string;
  templateId: string;
  userId: string;
}

/**
 * The e-mail sending service of spec §7 (EmailJS-compatible): a JSON POST with service id,
 * template id, user id, library version and template params name, email and message.
 * A 200 status or the text OK counts as success.
 */
export function relayTransport({ url, serviceId, templateId, userId }: RelaySettings): MailTransport {
  return {
    kind: "relay",
    async send({ name, email, message }) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ service_id: serviceId, template_id: templateId, user_id: userId, lib_version: "4.4.1", template_params: { name, email, message } }),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text().catch(() => "");
      if (res.status !== 200 && text.trim() !== "OK") throw new Error(`The e-mail service answered ${res.status} ${text.slice(0, 200)}`);
    },
  };
}
