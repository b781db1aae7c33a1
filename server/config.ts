import { resolve } from "node:path";
import { z } from "zod";
import type { EnvironmentSetting } from "#domain/site-settings";
import { type DatabaseConfig, databaseConfigFromUrl } from "./db/connect";
import { ADMIN_TWO_FACTOR_MODES, type AdminTwoFactor } from "#domain/two-step";

/** A CSP host source with a scheme: `https://host`, `https://*.host`, `wss://host[:port]` — never a keyword or a bare scheme. */
const CSP_HOST_SOURCE = /^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().optional(),
  CREATE_DATABASE: booleanFlag,
  SEED_DEMO: booleanFlag,
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://accounts.google.com/.well-known/openid-configuration"),
  TRUSTED_PROXY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, "must be one header name, e.g. x-real-ip")
    .optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  USERS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(120),
  CONTACT_INBOX: z.email().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().optional(),
  EMAILJS_URL: z.url({ protocol: /^https?$/ }).default("https://api.emailjs.com/api/v1.0/email/send"),
  EMAILJS_SERVICE_ID: z.string().optional(),
  EMAILJS_TEMPLATE_ID: z.string().optional(),
  EMAILJS_USER_ID: z.string().optional(),
  EMAILJS_ACCOUNT_TEMPLATE_ID: z.string().optional(),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  CHAT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  CHAT_CSP_SOURCES: z
    .string()
    .optional()
    .transform((v) => (v ?? "").split(/\s+/).filter(Boolean))
    .pipe(
      z.array(
        z
          .string()
          .regex(
            CSP_HOST_SOURCE,
            "must be hosts such as https://*.example.com or wss://chat.example.com, separated by spaces",
          ),
      ),
    ),
  LEAD_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  LEAD_WEBHOOK_SECRET: z
    .string()
    .min(24, "must be at least 24 characters (e.g. openssl rand -hex 32, or a whsec_ secret)")
    .optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  VISIT_FLUSH_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
  FIRST_ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
  ADMIN_TWO_FACTOR: z.enum(ADMIN_TWO_FACTOR_MODES).default("optional"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Every environment variable the server reads (deploy/site.env.example must list them). */
export const SETTING_NAMES = Object.keys(envSchema.shape);

export interface ServerConfig {
  production: boolean;
  port: number;
  host: string;
  database: DatabaseConfig;
  seedDemo: boolean;
  /** Origin used for canonical URLs, Open Graph and the sitemap, without a trailing slash. */
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Origins allowed to send state-changing requests (forms, sign-in). */
  trustedOrigins: string[];
  /** PUBLIC_URL is unset: the site also takes forms from a page at whatever address it was opened at (server/origins.ts). */
  ownHostOrigins: boolean;
  authSecret: string | undefined;
  /** File the generated auth secret is kept in when AUTH_SECRET is not set. */
  authSecretFile: string;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  trustedProxyHeader: string | undefined;
  /** Sign-in / sign-up attempts per minute per client address. */
  authRateLimit: number;
  /** /api/users calls per minute per client address. */
  usersRateLimit: number;
  /** How contact messages reach the company: SMTP, the EmailJS-compatible relay, or not at all (stored only). */
  mail:
    | {
        kind: "smtp";
        url: string;
        /** MAIL_FROM; unset: `"<company name> website" <contact inbox>` at sending time. */ from?: string;
      }
    | { kind: "relay"; url: string; serviceId: string; templateId: string; userId: string; accountTemplateId?: string }
    | { kind: "none" };
  /** Contact messages per client address per hour. */
  contactRateLimit: number;
  /** Site settings the environment sets (CONTACT_INBOX, CHAT_SCRIPT_URL): they win over the ones saved in the dashboard. */
  settingsOverrides: Partial<Record<EnvironmentSetting, string>>;
  /** Further hosts the chat widget loads from, allowed by the page CSP when chat is configured. */
  chatSources: string[];
  /** Seconds a rendered page is reused for anonymous visitors (0 = off; default 300 in production, 0 otherwise). */
  pageCacheSeconds: number;
  /** How often each process writes the visits it counted (decision 0058); a kill -9 loses at most this long's. */
  visitFlushSeconds: number;
  /** Bearer token that lets a scraper read GET /metrics (admins always may); unset: admins only. */
  metricsToken: string | undefined;
  /** FIRST_ADMIN_EMAIL, lower-cased: becomes admin once its owner opens the link mailed at sign-up (no admin yet). */
  firstAdminEmail: string | undefined;
  /** Server processes on this machine (node:cluster); 1 = this process serves alone. */
  workers: number;
  /** LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET: where each new lead's message is posted, signed (decision 0056); unset: no posts. */
  leadWebhook: { url: string; secret: string } | undefined;
  /** ADMIN_TWO_FACTOR: "required" keeps an admin without two-step sign-in on its set-up; "optional" recommends it. */
  adminTwoFactor: AdminTwoFactor;
}

function mailSettings(e: z.infer<typeof envSchema>): ServerConfig["mail"] {
  if (e.SMTP_URL) return { kind: "smtp", url: e.SMTP_URL, from: e.MAIL_FROM };
  if (e.EMAILJS_SERVICE_ID && e.EMAILJS_TEMPLATE_ID && e.EMAILJS_USER_ID) {
    return {
      kind: "relay",
      url: e.EMAILJS_URL,
      serviceId: e.EMAILJS_SERVICE_ID,
      templateId: e.EMAILJS_TEMPLATE_ID,
      userId: e.EMAILJS_USER_ID,
      accountTemplateId: e.EMAILJS_ACCOUNT_TEMPLATE_ID,
    };
  }
  return { kind: "none" };
}

/**
 * The database of DATABASE_URL. A SQLite file it names is made only with CREATE_DATABASE=1, so a
 * typo stops the start instead of making a new, empty site; the default data/site.db (DATABASE_URL
 * unset) is made when missing, as the README's two commands expect (decision 0050).
 */
function databaseSetting(e: z.infer<typeof envSchema>): DatabaseConfig {
  const database = databaseConfigFromUrl(e.DATABASE_URL);
  return database.kind === "sqlite" && e.DATABASE_URL && !e.CREATE_DATABASE
    ? { ...database, mustExist: true }
    : database;
}

/** Reads and checks the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (Boolean(e.LEAD_WEBHOOK_URL) !== Boolean(e.LEAD_WEBHOOK_SECRET))
    throw new Error(
      "Invalid environment: LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET go together: set both (the receiver checks the signature with the secret) or neither.",
    );
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    production: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST,
    database: databaseSetting(e),
    seedDemo: e.SEED_DEMO ?? true,
    publicUrl,
    trustedOrigins: e.PUBLIC_URL ? [publicUrl] : [publicUrl, `http://127.0.0.1:${e.PORT}`],
    ownHostOrigins: !e.PUBLIC_URL,
    authSecret: e.AUTH_SECRET,
    authSecretFile: resolve("data/auth-secret"),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, discoveryUrl: e.GOOGLE_DISCOVERY_URL }
        : undefined,
    trustedProxyHeader: e.TRUSTED_PROXY_HEADER?.toLowerCase(),
    authRateLimit: e.AUTH_RATE_LIMIT,
    usersRateLimit: e.USERS_RATE_LIMIT,
    mail: mailSettings(e),
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    settingsOverrides: {
      ...(e.CONTACT_INBOX ? { contactInbox: e.CONTACT_INBOX } : {}),
      ...(e.CHAT_SCRIPT_URL ? { chatScriptUrl: e.CHAT_SCRIPT_URL } : {}),
    },
    chatSources: e.CHAT_CSP_SOURCES,
    logLevel: e.LOG_LEVEL,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS ?? (e.NODE_ENV === "production" ? 300 : 0),
    visitFlushSeconds: e.VISIT_FLUSH_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    firstAdminEmail: e.FIRST_ADMIN_EMAIL?.toLowerCase(),
    workers: e.WORKERS,
    adminTwoFactor: e.ADMIN_TWO_FACTOR,
    leadWebhook:
      e.LEAD_WEBHOOK_URL && e.LEAD_WEBHOOK_SECRET
        ? { url: e.LEAD_WEBHOOK_URL, secret: e.LEAD_WEBHOOK_SECRET }
        : undefined,
  };
}
