import type { EnvironmentSetting } from "../../domain/site-settings";
import { resetLinkWorks } from "../auth/password-reset";
import { checkSchema } from "../db/migrate";
import type { Database } from "../db/schema";
import pino from "pino";
import { createRateLimitStore } from "../rate-limit";
import { createActivityService } from "./activity";
import { createContactService } from "./contact";
import { createContentService } from "./content";
import { createContentAdminService } from "./content-admin";
import { createMediaService } from "./media";
import { createSessionService } from "./sessions";
import { createSettingsService } from "./settings";
import { createStatusService } from "./status";
import { createUserService } from "./users";

/** Every domain service, built on one database. The API and the SSR loaders both use this. */
export interface ServiceOptions {
  /** Called after every admin change of public content, and of accounts' roles (clears the page cache). */
  onContentChange?: () => void;
  /** Contact delivery: the transport (none: messages are only stored), logger and hourly limit per address. */
  contact?: Partial<Parameters<typeof createContactService>[1]>;
  /** Site settings the environment sets (CONTACT_INBOX, CHAT_SCRIPT_URL): they win over the stored values. */
  settingsOverrides?: Partial<Record<EnvironmentSetting, string>>;
}

export function createServices(
  db: Database,
  { onContentChange = () => {}, contact = {}, settingsOverrides }: ServiceOptions = {},
) {
  return {
    contact: createContactService(db, {
      transport: contact.transport,
      logger: contact.logger ?? pino({ level: "silent" }),
      rateLimit: contact.rateLimit ?? 5,
      now: contact.now,
    }),
    activity: createActivityService(db),
    contentAdmin: createContentAdminService(db, { onChange: onContentChange }),
    content: createContentService(db),
    media: createMediaService(db),
    users: createUserService(db, { onChange: onContentChange }),
    /** The signed-in browsers of an account, listed and ended by their owner (the profile page). */
    sessions: createSessionService(db),
    status: createStatusService(db),
    settings: createSettingsService(db, { overrides: settingsOverrides, onChange: onContentChange }),
    /** Resolves when the database answers with every migration applied and every table readable. */
    checkDatabase: () => checkSchema(db),
    /** Whether a password reset link still works (read only: checking does not use it). */
    resetLinkWorks: (token: string) => resetLinkWorks(db, token),
    /** Request counters shared by every server process (the /api/users limit). */
    rateLimits: createRateLimitStore(db),
  };
}

export type Services = ReturnType<typeof createServices>;
