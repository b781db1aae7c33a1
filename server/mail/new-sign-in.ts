import type { Logger } from "pino";
import { formatCompanyDateTime } from "#domain/dates";
import { describeUserAgent } from "#domain/sessions";
import type { MailTransport } from "./transport";

/** What the e-mail says about a sign-in: the browser's header, the client's address, when. */
export interface SignInFacts {
  userAgent: string | null;
  ipAddress: string | null;
  at: string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text for HTML: every character that could open markup or an attribute is escaped (the User-Agent is the client's). */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/** The new-sign-in e-mail to an admin: subject, plain text and a simple HTML twin (decision 0047). */
export function newSignInMail(name: string, signIn: SignInFacts, sessionsUrl: string, companyName: string) {
  const facts = [
    ["Device", describeUserAgent(signIn.userAgent)],
    ["Address", signIn.ipAddress || "unknown"],
    ["Time", formatCompanyDateTime(signIn.at)],
  ] as const;
  const greeting = `Hello ${name || "there"},`;
  const lead = `Your administrator account on the ${companyName} website was just signed in to:`;
  const check = "If this was you, there is nothing to do. If not, sign that session out and change your password:";
  return {
    subject: `New sign-in to your ${companyName} account`,
    text: [
      greeting,
      "",
      lead,
      "",
      ...facts.map(([label, value]) => `${label}: ${value}`),
      "",
      check,
      "",
      sessionsUrl,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(lead)}</p>`,
      `<ul>${facts.map(([label, value]) => `<li>${label}: ${escapeHtml(value)}</li>`).join("")}</ul>`,
      `<p>${escapeHtml(check)}</p>`,
      `<p><a href="${escapeHtml(sessionsUrl)}">Your sessions</a></p>`,
    ].join("\n"),
  };
}

/** Mails an admin about a new session; rejects with the mail server's reason. */
export type NewSignInMailer = (user: { name: string; email: string }, signIn: SignInFacts) => Promise<void>;

/**
 * New-sign-in e-mails through the site's transport, linking to `sessionsUrl` (the profile page's
 * list); undefined when the transport cannot mail account holders.
 */
export function newSignInMailer(
  transport: MailTransport | undefined,
  { sessionsUrl, companyName, logger }: { sessionsUrl: string; companyName: () => Promise<string>; logger: Logger },
): NewSignInMailer | undefined {
  const sendToAccount = transport?.sendToAccount;
  if (!sendToAccount) return undefined;
  return async (user, signIn) => {
    await sendToAccount({
      to: { name: user.name, address: user.email },
      ...newSignInMail(user.name, signIn, sessionsUrl, await companyName()),
    });
    logger.info("new sign-in e-mail queued");
  };
}
