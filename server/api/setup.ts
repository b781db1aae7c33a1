import { z } from "zod";
import { formatCompanyDateTime } from "#domain/dates";
import { type MailTransport, NoSenderAddressError } from "../mail/transport";
import type { Services } from "../services";
import { apiRoute, apiRouter, errorSchema, json } from "./api-routes";
import { deletedAnswer, demoContentAnswer } from "./answer-schemas";
import type { Gate } from "./session";

/** What the dashboard says when no transport is configured (the same words as the server's start-up warning). */
export const MAIL_NOT_SET_UP =
  "E-mail delivery is not set up: set SMTP_URL (or the EMAILJS_* settings) on the server and restart it.";

const demoContent = apiRoute("admin", {
  method: "get",
  path: "/demo-content",
  summary: "The demo content still shown unchanged (first-run checklist)",
  responses: { 200: json(demoContentAnswer) },
});

const removeDemoContent = apiRoute("admin", {
  method: "delete",
  path: "/demo-content",
  summary: "Remove the demo content still shown unchanged, with the images only it showed (logged)",
  responses: { 200: json(deletedAnswer) },
});

const testMail = apiRoute("admin", {
  method: "post",
  path: "/mail/test",
  summary: "Send a test e-mail through the site's mail transport to the signed-in admin",
  responses: {
    200: json(
      z
        .object({
          sentTo: z.string().describe("The admin's address, or the contact inbox when the relay reaches only that"),
          contactMessagesWait: z
            .string()
            .optional()
            .describe(
              "Present while contact messages are not e-mailed although mail works (the contact inbox is still the demo company's): why, and what to do",
            ),
        })
        .meta({ id: "TestMail" }),
    ),
    409: json(errorSchema, "Not possible in the site's present configuration (the message says what to set up)"),
    502: json(errorSchema, "The mail server refused the e-mail or did not answer"),
  },
});

/**
 * The owner's first-run tools on the dashboard overview (issue 12 item 4): the demo content still
 * shown and its removal, and a test e-mail through the site's own transport (also in Settings, for
 * good); one that went through is recorded, which ticks the checklist's "E-mail delivery". Admins only.
 */
export function setupRoutes(services: Services, gate: Gate, mailTransport: MailTransport | undefined) {
  return apiRouter(gate)
    .openapi(demoContent, async (c) => c.json(await services.contentAdmin.demoContent(), 200))
    .openapi(removeDemoContent, async (c) =>
      c.json(await services.contentAdmin.removeDemoContent(c.get("user").email), 200),
    )
    .openapi(testMail, async (c) => {
      if (!mailTransport) return c.json({ error: MAIL_NOT_SET_UP }, 409);
      const me = c.get("user");
      const text = `This is a test e-mail sent from the website's dashboard by ${me.email} on ${formatCompanyDateTime(new Date().toISOString())}. If you can read it, the website can send e-mail.`;
      let sentTo: string;
      try {
        if (mailTransport.sendToAccount) {
          await mailTransport.sendToAccount({
            to: { name: me.displayName ?? me.email, address: me.email },
            subject: "Test e-mail from the website",
            text,
          });
          sentTo = me.email;
        } else {
          // A relay that reaches only the company inbox: the test goes there, as contact messages do.
          await mailTransport.send({ name: "Website test", email: me.email, message: text });
          sentTo = "the contact inbox";
        }
      } catch (error) {
        if (error instanceof NoSenderAddressError) return c.json({ error: error.message }, 409);
        return c.json(
          {
            error: `The mail server did not take the e-mail: ${error instanceof Error ? error.message : String(error)}`,
          },
          502,
        );
      }
      await services.status.recordMailTest({ server: mailTransport.server, at: new Date().toISOString(), sentTo });
      const contactMessagesWait = await mailTransport.contactInboxProblem?.();
      return c.json({ sentTo, ...(contactMessagesWait && { contactMessagesWait }) }, 200);
    });
}
