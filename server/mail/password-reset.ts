import type { Logger } from "pino";
import type { RateLimitStore } from "../rate-limit";
import type { MailTransport } from "./transport";

/** Reset links mailed to one address per hour at most; more requests are answered alike and send nothing. */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;

/** The reset e-mail's subject and text. */
export function passwordResetMail(name: string, url: string, companyName: string) {
  return {
    subject: `Reset your password — ${companyName}`,
    text: [
      `Hello ${name || "there"},`,
      "",
      `Someone (hopefully you) asked to reset the password of your account on the ${companyName} website.`,
      "To choose a new password, open this link within one hour:",
      "",
      url,
      "",
      "The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

/**
 * Sends reset links through the site's mail transport, in the background (the answer to the
 * visitor never waits for the mail server or the counter, so it takes as long for an unknown
 * address), at most RESET_MAILS_PER_ADDRESS_PER_HOUR per address, counted in the database across
 * all processes (`limits` and `companyName` are read when a link is sent: the store lives on the database opened
 * after the auth instance this mailer is given to). Undefined when the transport cannot mail
 * account holders (none configured, or a relay without an account template).
 */
export function passwordResetMailer(transport: MailTransport | undefined, logger: Logger, { limits, companyName }: { limits: () => RateLimitStore; companyName: () => Promise<string> }) {
  const sendToAccount = transport?.sendToAccount;
  if (!sendToAccount) return undefined;
  const send = async (user: { name: string; email: string }, url: string) => {
    const { count } = await limits().hit(`password-reset-mail:${user.email.toLowerCase()}`, 3_600_000);
    if (count > RESET_MAILS_PER_ADDRESS_PER_HOUR) {
      logger.warn("password reset link not sent: this address had several in the last hour");
      return;
    }
    await sendToAccount({ to: { name: user.name, address: user.email }, ...passwordResetMail(user.name, url, await companyName()) });
    logger.info("password reset link sent");
  };
  return (user: { name: string; email: string }, url: string): void => {
    void send(user, url).catch((error: unknown) => logger.error({ reason: error instanceof Error ? error.message : String(error) }, "password reset link could not be sent"));
  };
}
