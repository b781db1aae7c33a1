import type { EnvironmentSetting } from "#domain/site-settings";
import { resetLinkWorks } from "../auth/password-reset";
import { checkSchema } from "../db/migrate";
import type { Database } from "../db/schema";
import pino from "pino";
import { createRateLimitStore } from "../rate-limit";
import { createOutboxService } from "./outbox";
import type { LeadWebhook } from "./lead-webhook";
import { createActivityService } from "./activity";
import { createContactService } from "./contact";
import { createContentService } from "./content";
import { createContentAdminService } from "./content-admin";
import { createMediaService } from "./media";
import { createPlansService } from "./plans";
import { createSessionService } from "./sessions";
import { createSettingsService } from "./settings";
import { createStatusService } from "./status";
import { createUserService } from "./users";
import { createVisitStore } from "./visits";

/** Every domain service, built on one database. The API and the SSR loaders both use this. */
export interface ServiceOptions {
  /** Called after every admin change of public content, and of accounts' roles (clears the page cache). */
  onContentChange?: () => void;
  /**
   * The content version every process shares (server/content-version.ts), as the page cache reads
   * it: the same reader, so their reads are shared; unset, the services read it themselves.
   */
  contentVersion?: () => Promise<string>;
  /**
   * E-mail: the transport (none: contact messages are only stored, nobody else is mailed), the
   * logger, and the contact form's hourly limit per address.
   */
  contact?: Partial<Parameters<typeof createContactService>[1]>;
  /** Site settings the environment sets (CONTACT_INBOX, CHAT_SCRIPT_URL): they win over the stored values. */
  settingsOverrides?: Partial<Record<EnvironmentSetting, string>>;
  /** The owner's lead webhook (LEAD_WEBHOOK_URL): each new lead's message is posted to it through the outbox. */
  leadWebhook?: LeadWebhook;
}

export function createServices(
  db: Database,
  { onContentChange = () => {}, contentVersion, contact = {}, settingsOverrides, leadWebhook }: ServiceOptions = {},
) {
  const logger = contact.logger ?? pino({ level: "silent" });
  const outbox = createOutboxService(db, { transport: contact.transport, leadWebhook, logger, now: contact.now });
  const contactMessages = createContactService(db, {
    transport: contact.transport,
    outbox,
    logger,
    rateLimit: contact.rateLimit ?? 5,
    now: contact.now,
  });
  /**
   * The cause e-mail waited for may be fixed (the site started, Settings were saved: the owner's
   * contact inbox, which is also the sender address): every e-mail waiting in either outbox is due
   * now (issue 44 items 1 and 6). Quick updates only; sending is `deliverDueMail`'s. Answers how many.
   */
  const requeueWaitingMail = async () => {
    const waiting =
      (await contactMessages.queueWaiting()) + (await contactMessages.retryWaitingNow()) + (await outbox.retryNow());
    if (waiting > 0)
      logger.info(
        { messages: waiting },
        "e-mails that waited (for mail set-up, an inbox, a sender or a retry) are tried now",
      );
    return waiting;
  };
  /** Sends what is due in both outboxes (the site's 15 s timer, and after `requeueWaitingMail`). */
  const deliverDueMail = async () => {
    await Promise.all([contactMessages.deliverDue(), outbox.deliverDue()]);
  };
  return {
    contact: contactMessages,
    /** E-mails to people (reset links, notices, replies to leads) and the lead webhook's posts, sent through the outbox. */
    outbox,
    requeueWaitingMail,
    deliverDueMail,
    activity: createActivityService(db),
    contentAdmin: createContentAdminService(db, { onChange: onContentChange }),
    content: createContentService(db),
    media: createMediaService(db),
    /** The services' plans as the owner edited them (the catalogue's originals where not). */
    plans: createPlansService(db, { onChange: onContentChange, contentVersion }),
    users: createUserService(db, { onChange: onContentChange }),
    /** The signed-in browsers of an account, listed and ended by their owner (the profile page). */
    sessions: createSessionService(db),
    status: createStatusService(db),
    settings: createSettingsService(db, {
      overrides: settingsOverrides,
      onChange: () => {
        onContentChange();
        void requeueWaitingMail()
          .then(deliverDueMail)
          .catch((error) => logger.error({ err: error }, "e-mail outbox"));
      },
    }),
    /** Resolves when the database answers with every migration applied and every table readable. */
    checkDatabase: () => checkSchema(db),
    /** Whether a password reset link still works (read only: checking does not use it). */
    resetLinkWorks: (token: string) => resetLinkWorks(db, token),
    /** The visits counted without cookies, and the statistics page's numbers (decision 0058). */
    visits: createVisitStore(db),
    /** Request counters shared by every server process (the /api/users limit). */
    rateLimits: createRateLimitStore(db),
  };
}

export type Services = ReturnType<typeof createServices>;
