import { connect, type Socket } from "node:net";
import nodemailer from "nodemailer";
import type { SendMailOptions, Transporter } from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { defaultSiteSettings, isDemoInbox, type SiteSettings } from "#domain/site-details";
import { readablePhone, whatsAppLink } from "#domain/phone";

/**
 * The one mail timeout. A delivery attempt (SMTP or the relay) ends within it, whatever the mail
 * server does: each SMTP step has it as its timeout, and the whole attempt is cut when it passes.
 * The outbox lease (server/services/contact.ts) is a multiple of it, so an attempt always ends
 * while it still holds the message.
 */
export const MAIL_TIMEOUT_MS = 30_000;

/** One contact message to deliver to the company inbox. */
export interface OutgoingMessage {
  name: string;
  email: string;
  message: string;
  /** The visitor's phone / WhatsApp number in E.164, if given. */
  phone?: string | null;
  /** The plan whose "Get Started" the visitor came from, if any. */
  plan?: string | null;
}

/** The e-mail's text: the message, then who sent it and how to reach them (their number to call or WhatsApp), and the plan. */
export function contactMailText({ name, email, message, phone, plan }: OutgoingMessage): string {
  return [
    message,
    "",
    `— ${name} <${email}>`,
    ...(phone ? [`Phone / WhatsApp: ${readablePhone(phone)} (WhatsApp: ${whatsAppLink(phone)})`] : []),
    ...(plan ? [`Interested in: ${plan}`] : []),
    "Sent from the contact form of the website.",
  ].join("\n");
}

/** An e-mail to one account holder (a password reset link, a new sign-in). */
export interface AccountMail {
  to: { name: string; address: string };
  subject: string;
  text: string;
  /** An HTML twin of `text` (every value in it escaped); SMTP sends both, the relay's template the text. */
  html?: string;
  /** How long it is worth sending (a link's life): the outbox drops it unsent after (server/services/outbox.ts). */
  validForMs?: number;
  /** A reply to a lead (issue 41 item 4): answers go to the company inbox (SMTP's Reply-To; a relay's template decides). */
  replyToCompany?: boolean;
}

/** Delivers a message or throws with the reason. */
export interface MailTransport {
  kind: "smtp" | "relay";
  /** Where the mail goes, without secrets (`smtp://user@host:587`): a test e-mail counts for this server only. */
  server: string;
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Mails an account holder; absent when this transport can only reach the company inbox (a relay
   * without an account template), so the site never pretends to send what it cannot.
   */
  sendToAccount?(mail: AccountMail): Promise<void>;
  /**
   * Why contact messages wait instead of going out although mail is set up, or undefined: SMTP
   * sends them to the contact inbox, which may still be the demo company's (`DEMO_INBOX_WAITING`).
   * The relay's own template names its recipient. `inbox`: the contact inbox when the caller has
   * the settings at hand (a page), else it is looked up.
   */
  contactInboxProblem?(inbox?: string): Promise<string | undefined>;
}

/**
 * Why contact messages wait in the outbox while the contact inbox is the demo company's address
 * (issue 44 item 1): e-mailed there, every lead would reach a stranger. The inbox, the log and the
 * test e-mail's answer say it; saving the owner's inbox in Settings sends them.
 */
export const DEMO_INBOX_WAITING = `Contact messages are kept, not e-mailed: the contact inbox in Settings is still the demo company's address (${defaultSiteSettings.contactInbox}). Set your own, and the messages that waited are e-mailed then.`;

/** Header values must be one line: CR/LF would let a visitor inject headers. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

/** An address, or how to look it up when sending (the contact inbox is a site setting admins change). */
export type MailAddress = string | (() => Promise<string>);
const addressNow = (address: MailAddress) => (typeof address === "string" ? address : address());

/**
 * No sender address the mail server would take: MAIL_FROM is unset, the contact inbox is still the
 * demo company's, and the SMTP login is no address to send as.
 */
export class NoSenderAddressError extends Error {
  constructor() {
    super(
      "The site has no address to send from: set MAIL_FROM on the server (an address the mail account may send as), or your own contact inbox in Settings.",
    );
  }
}

/** SMTP_URL without its password, for the log and the dashboard: `smtp://user@host:port`. */
export function smtpServerName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.username ? `${decodeURIComponent(parsed.username)}@` : ""}${parsed.host}`;
}

/** The SMTP login when it is an e-mail address (most providers' accounts are), else undefined. */
export function smtpLoginAddress(url: string): string | undefined {
  const user = decodeURIComponent(new URL(url).username);
  return /^[^@\s]+@[^@\s]+$/.test(user) ? user : undefined;
}

/**
 * The sender when MAIL_FROM is unset, looked up at sending time: `"<company name> website"
 * <contact inbox>`. While the inbox is still the demo company's address, which no mail account of
 * the owner may send as, the SMTP login instead, when it is an address; otherwise none.
 */
export function siteSender(
  url: string,
  settingsNow: () => Promise<Pick<SiteSettings, "companyName" | "contactInbox">>,
): () => Promise<string> {
  return async () => {
    const { companyName, contactInbox } = await settingsNow();
    const address = isDemoInbox(contactInbox) ? smtpLoginAddress(url) : contactInbox;
    if (!address) throw new NoSenderAddressError();
    return `"${companyName.replace(/["\\<>\r\n]/g, "")} website" <${address}>`;
  };
}

/**
 * nodemailer's SMTP transport on SMTP_URL whose every step times out after `timeoutMs`, and a
 * `cut` that ends its connection (nodemailer's timeouts bound each step, not the whole conversation).
 */
function smtpConnection(url: string, timeoutMs: number) {
  // Our own socket (nodemailer's hook for proxies), so the attempt can be cut at the deadline.
  let socket: Socket | undefined;
  // An SMTPTransport of our own, so the socket is ours too (getSocket).
  const smtp = new SMTPTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    getSocket(options, callback) {
      const port = Number(options.port) || (options.secure ? 465 : 587);
      const connection = connect(port, options.host ?? "localhost");
      socket = connection;
      let connected = false;
      // Once connected, nodemailer listens for errors itself and reports them.
      connection.on("error", (error) => connected || callback(error, undefined));
      connection.once("connect", () => {
        connected = true;
        callback(null, { connection });
      });
    },
  });
  return { transporter: nodemailer.createTransport(smtp), cut: (error: Error) => socket?.destroy(error) };
}

/** Runs `work` on an SMTP connection, ending it when `timeoutMs` has passed. */
async function withSmtp<T>(url: string, timeoutMs: number, work: (transporter: Transporter) => Promise<T>): Promise<T> {
  const { transporter, cut } = smtpConnection(url, timeoutMs);
  const deadline = setTimeout(
    () => cut(new Error(`The mail server did not finish within ${timeoutMs / 1000} s`)),
    timeoutMs,
  );
  try {
    return await work(transporter);
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * Connects to SMTP_URL's server and logs in (STARTTLS first where it offers it), sending nothing:
 * resolves when the server took the login, throws with its reason otherwise. For the check at start.
 */
export function verifySmtpLogin(url: string, timeoutMs = MAIL_TIMEOUT_MS): Promise<void> {
  return withSmtp(url, timeoutMs, async (transporter) => void (await transporter.verify()));
}

/** SMTP via nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587). Reply-To is the visitor. */
export function smtpTransport({
  url,
  from,
  to,
  timeoutMs = MAIL_TIMEOUT_MS,
}: {
  url: string;
  from: MailAddress;
  to: MailAddress;
  timeoutMs?: number;
}): MailTransport {
  const deliver = (mail: SendMailOptions) =>
    withSmtp(url, timeoutMs, async (transporter) => void (await transporter.sendMail(mail)));
  return {
    kind: "smtp",
    server: smtpServerName(url),
    contactInboxProblem: async (inbox) =>
      isDemoInbox(inbox ?? (await addressNow(to))) ? DEMO_INBOX_WAITING : undefined,
    send: async (outgoing) =>
      deliver({
        from: await addressNow(from),
        to: await addressNow(to),
        replyTo: { name: oneLine(outgoing.name), address: oneLine(outgoing.email) },
        subject: oneLine(`Website message from ${outgoing.name}`),
        text: contactMailText(outgoing),
      }),
    sendToAccount: async ({ to: recipient, subject, text, html, replyToCompany }) =>
      deliver({
        from: await addressNow(from),
        to: { name: oneLine(recipient.name), address: oneLine(recipient.address) },
        ...(replyToCompany && { replyTo: await addressNow(to) }),
        subject: oneLine(subject),
        text,
        ...(html && { html }),
      }),
  };
}

export interface RelaySettings {
  url: string;
  serviceId: string;
  templateId: string;
  userId: string;
  /**
   * EMAILJS_ACCOUNT_TEMPLATE_ID: a template whose recipient is {{to_email}}, for mail to account
   * holders (the contact template goes to the company inbox). Unset: no account mail by relay.
   */
  accountTemplateId?: string;
}

/**
 * The e-mail sending service of spec §7 (EmailJS-compatible): a JSON POST with service id,
 * template id, user id, library version and template params name, email and message.
 * A 200 status or the text OK counts as success.
 */
export function relayTransport({
  url,
  serviceId,
  templateId,
  userId,
  accountTemplateId,
  timeoutMs = MAIL_TIMEOUT_MS,
}: RelaySettings & { timeoutMs?: number }): MailTransport {
  const post = async (template: string, params: Record<string, string>) => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        service_id: serviceId,
        template_id: template,
        user_id: userId,
        lib_version: "4.4.1",
        template_params: params,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text().catch(() => "");
    if (res.status !== 200 && text.trim() !== "OK")
      throw new Error(`The e-mail service answered ${res.status} ${text.slice(0, 200)}`);
  };
  return {
    kind: "relay",
    server: `EmailJS service ${serviceId} at ${new URL(url).host}`,
    // Spec §7's three template parameters, and the number and plan as two more when given.
    send: ({ name, email, message, phone, plan }) =>
      post(templateId, { name, email, message, ...(phone && { phone }), ...(plan && { plan }) }),
    sendToAccount: accountTemplateId
      ? ({ to, subject, text }) =>
          post(accountTemplateId, { to_name: to.name, to_email: to.address, subject, message: text })
      : undefined,
  };
}
