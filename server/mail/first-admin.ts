import type { Logger } from "pino";
import { FIRST_ADMIN_LINK_SECONDS } from "../auth/first-admin";
import type { MailTransport } from "./transport";

/** The mail to FIRST_ADMIN_EMAIL: its subject and text. */
export function firstAdminMail(name: string, url: string, companyName: string) {
  return {
    subject: `Confirm your address to manage the ${companyName} website`,
    text: [
      `Hello ${name || "there"},`,
      "",
      `An account was just created with this address on the ${companyName} website, and the server names this address as its first administrator.`,
      "To confirm the address and become the administrator, open this link within one hour:",
      "",
      url,
      "",
      "If you did not sign up, ignore this e-mail: nothing changes.",
    ].join("\n"),
  };
}

/**
 * Mails the FIRST_ADMIN_EMAIL link through the site's transport, in the background; undefined when
 * the transport cannot reach account holders (then only `npm run create-admin` makes an admin).
 */
export function firstAdminMailer(
  transport: MailTransport | undefined,
  logger: Logger,
  companyName: () => Promise<string>,
) {
  const sendToAccount = transport?.sendToAccount;
  if (!sendToAccount) return undefined;
  return (user: { name: string; email: string }, url: string): void => {
    void companyName()
      .then((company) =>
        sendToAccount({
          to: { name: user.name, address: user.email },
          ...firstAdminMail(user.name, url, company),
          // Through the outbox: tried until the link's hour is over.
          validForMs: FIRST_ADMIN_LINK_SECONDS * 1000,
        }),
      )
      .then(() => logger.info("first admin confirmation link queued"))
      .catch((error: unknown) =>
        logger.error(
          { reason: error instanceof Error ? error.message : String(error) },
          "first admin confirmation link could not be sent",
        ),
      );
  };
}
