import type { Generated, Kysely } from "kysely";

/** Tables as stored. Ids are integers; the API exposes them as the string `_id`. Dates are ISO-8601 text. */
export interface TeamMemberTable {
  id: Generated<number>;
  name: string;
  position: string;
  image: string;
  facebook: string;
  github: string;
  linkedin: string;
  email: string;
  created_at: string;
  /** Issue 26: the Bangla version, "" when there is none (so for every `_bn` column). */
  position_bn: Generated<string>;
}

export interface BlogTable {
  id: Generated<number>;
  title: string;
  description: string;
  image: string;
  tag: string;
  link: string | null;
  email: string;
  created_at: string;
  /** The article's Markdown, or null for a post that only links elsewhere (decision 0026). */
  body: string | null;
  /** Its address on the site (/blogs/<slug>); set on creation, kept when the title changes. */
  slug: string;
  /** Its last change (the sitemap's lastmod). */
  updated_at: string;
  title_bn: Generated<string>;
  description_bn: Generated<string>;
  /** The article in Bangla (Markdown), "" when there is none. */
  body_bn: Generated<string>;
  tag_bn: Generated<string>;
}

/** The addresses a blog post had before (they redirect to its current one). */
export interface BlogSlugTable {
  slug: string;
  blog_id: number;
}

export interface ReviewTable {
  id: Generated<number>;
  name: string;
  role: string;
  image: string;
  logo: string;
  feedback: string;
  email: string;
  created_at: string;
  role_bn: Generated<string>;
  feedback_bn: Generated<string>;
}

export interface ReviewVideoTable {
  id: Generated<number>;
  title: string;
  video_url: string;
  email: string;
  created_at: string;
  title_bn: Generated<string>;
}

/** The home page's client logos (issue 22), shown by `position` (then id). */
export interface ClientLogoTable {
  id: Generated<number>;
  name: string;
  /** The picture's path: an upload (/media/…) or a shipped demo file (/images/clients/…). */
  logo: string;
  position: number;
  email: string;
  created_at: string;
}

/** Uploaded and seeded images, kept in the database so every server process can serve them. */
export interface MediaTable {
  id: string;
  content_type: string;
  data: Uint8Array;
  created_at: string;
}

/** Who changed what in the dashboard, and when. */
export interface ActivityLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  summary: string;
  created_at: string;
}

/** Messages from the contact form: stored first, then delivered from this outbox. */
export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: string;
  read_at: string | null;
  /** pending | delivered | failed | not-configured */
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  /** When the outbox may (re)try; also the lease of a delivery in progress. */
  next_attempt_at: string;
  delivered_at: string | null;
  /** The browser's id for the submission (sent again when it retries), unique; null from the no-JavaScript form. */
  submission_id: string | null;
  /** Why the message is spam (honeypot | too fast | admin); null: not spam. Spam is never e-mailed. */
  spam_reason: string | null;
  /** The plan whose "Get Started" the visitor came from ("Web Development – Basic"); null: none. */
  plan: string | null;
  /** The visitor's phone / WhatsApp number in E.164 (`+8801712345678`); null: none given. */
  phone: string | null;
  /** The language of the page it was written on (en | bn); null: not known (sent through /api). */
  language: string | null;
  /** The lead it belongs to (issue 41 item 2); null: spam, which belongs to none. */
  lead_id: number | null;
  /** Where its visit came from (issue 42 item 2, domain/visit-source.ts): the first page, the other site, the utm_* values, the page it was sent from; null: not known. */
  landing_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  source_page: string | null;
}

/** A person who wrote to the company: their messages and where the company stands (domain/leads.ts). */
export interface LeadTable {
  id: Generated<number>;
  /** The e-mail address in small letters, as messages are matched to the lead by it. */
  email_key: string;
  /** The phone number in E.164 the person first gave; messages are matched by it too. */
  phone: string | null;
  /** new | contacted | quoted | won | lost */
  status: Generated<string>;
  lost_reason: string | null;
  /** The day to follow up, in Dhaka (YYYY-MM-DD); null: none set. */
  follow_up_on: string | null;
  created_at: string;
  /** Its newest message (the lead list's order); null only while a write makes it. */
  last_message_id: number | null;
  /** When the company first answered: a reply e-mailed or a call logged; null: not yet. */
  first_response_at: string | null;
}

/** A reply an admin e-mailed to a lead; `sent_at` once the mail server took it. */
export interface LeadReplyTable {
  id: Generated<number>;
  lead_id: number;
  author: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

/** A note an admin wrote on a lead. */
export interface LeadNoteTable {
  id: Generated<number>;
  lead_id: number;
  /** Who wrote it (their e-mail address). */
  author: string;
  body: string;
  created_at: string;
}

/** What the outbox sends: an e-mail to a person, or a post to the owner's lead webhook. */
export type OutboxKind = "mail" | "webhook";

/** An e-mail to a person or a webhook post not yet sent (server/services/outbox.ts): deleted once sent or expired. */
export interface OutboxTable {
  /** `mail`: an e-mail to a person; `webhook`: a post to the lead webhook (subject: its event; text: its JSON body). */
  kind: Generated<OutboxKind>;
  id: Generated<number>;
  to_name: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
  /** After this the e-mail or post is no use (a reset link's hour has passed): dropped unsent, and logged. */
  expires_at: string;
  attempts: Generated<number>;
  last_error: string | null;
  /** When the outbox may (re)try; also the lease of a delivery in progress. */
  next_attempt_at: string;
  /** The lead reply this e-mail carries (Reply-To the company inbox; marked sent when it goes); null: none. */
  lead_reply_id: number | null;
}

/** Small key/value facts about this database (e.g. when demo content was seeded). */
export interface SiteMetaTable {
  key: string;
  value: string;
}

/** The company's details edited in the dashboard: one row (id "site"), JSON values and their version. */
export interface SiteSettingsTable {
  id: string;
  settings: string;
  version: number;
  updated_at: string;
  updated_by: string;
}

/** The owner's edit of one plan (service slug + tier 1–3): the values that differ from the catalogue's, as JSON. */
export interface PlanEditTable {
  service: string;
  tier: number;
  edit: string;
  updated_at: string;
  updated_by: string;
}

/** Fixed-window request counters, one row per limit and client address, shared by every process. */
export interface RateLimitTable {
  key: string;
  count: number;
  /** Epoch ms; PostgreSQL answers bigint as a string. */
  window_ends_at: number | string;
}

type AuthDate = string | number | Date;

/** Better Auth's tables (created by Better Auth from its options; camelCase columns are its defaults). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  /** "admin" | "user" (our additional field). */
  role: string | null;
  /** When POST /api/users first recorded this account (our additional field). */
  profileSavedAt: string | null;
  /** Two-step sign-in is on (Better Auth's twoFactor plugin, server/auth/two-step.ts). */
  twoFactorEnabled: boolean | number | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface AuthSessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: AuthDate;
  /** The address and User-Agent header of the request that signed in (the sessions list, decision 0047). */
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: AuthDate;
  /** Set at sign-in and each time Better Auth extends the session (at most once per `updateAge`). */
  updatedAt: AuthDate;
  /**
   * The session gave two-step sign-in's second step (a code, a recovery code, or a device trusted by
   * one; our additional field, server/auth/two-step.ts). A session of an account with
   * two-step sign-in on that did not is no session (server/api/session.ts `readSessionUser`).
   */
  secondStep: boolean | number | null;
}

export interface AuthAccountTable {
  id: string;
  userId: string;
  providerId: string;
  accountId: string;
}

/** Better Auth's single-use values; this site keeps its password reset links here (server/auth/password-reset.ts). */
export interface AuthVerificationTable {
  id: string;
  /** What the link is looked up by: for a reset link a hash of its token, never the token. */
  identifier: string;
  /** For a reset link, the account's id. */
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

/** Better Auth's twoFactor plugin: an account's TOTP key and recovery codes, both encrypted with AUTH_SECRET. */
export interface AuthTwoFactorTable {
  id: string;
  userId: string;
  secret: string;
  backupCodes: string;
  verified: boolean | number | null;
}

/** The devices an account trusted for 30 days at two-step sign-in, as their owner sees them (id: Better Auth's `verification` identifier). */
export interface TrustedDeviceTable {
  id: string;
  user_id: string;
  /** The User-Agent header of the request that trusted it ("" when none). */
  user_agent: string;
  ip_address: string;
  trusted_at: string;
}

/** A view's or a visitor's language, where it came from and the device ("" for none). */
interface VisitWhereFrom {
  locale: string;
  /** The referring site's host name, "" when none or the site itself. */
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  /** "mobile", "tablet" or "desktop". */
  device: string;
}

/** What a batch of counted visits wrote: one row per kind of view in the batch, with how many (decision 0058). Kept 30 days. */
export interface VisitEventTable extends VisitWhereFrom {
  id: Generated<number>;
  /** The first of these views (ISO-8601). */
  at: string;
  /** Its day in Dhaka (YYYY-MM-DD). */
  day: string;
  /** "view": a page view (other kinds, e.g. a click on a contact channel, may follow). */
  kind: string;
  path: string;
  count: number;
}

/** Daily totals per dimension and value (decision 0058), kept. */
export interface VisitTotalTable {
  day: string;
  dimension: string;
  value: string;
  views: Generated<number>;
  visitors: Generated<number>;
}

/** The day's visitors: a salted hash (no address), and where their first view of the day came from. Deleted once the day is added up. */
export interface VisitorTable extends VisitWhereFrom {
  day: string;
  hash: string;
}

/** The salt of a day, shared by every process; deleted with the day. */
export interface VisitSaltTable {
  day: string;
  salt: string;
}

export interface DatabaseSchema {
  user: AuthUserTable;
  session: AuthSessionTable;
  account: AuthAccountTable;
  verification: AuthVerificationTable;
  twoFactor: AuthTwoFactorTable;
  team_members: TeamMemberTable;
  blogs: BlogTable;
  blog_slugs: BlogSlugTable;
  reviews: ReviewTable;
  review_videos: ReviewVideoTable;
  client_logos: ClientLogoTable;
  media: MediaTable;
  activity_log: ActivityLogTable;
  contact_messages: ContactMessageTable;
  leads: LeadTable;
  lead_notes: LeadNoteTable;
  lead_replies: LeadReplyTable;
  site_meta: SiteMetaTable;
  site_settings: SiteSettingsTable;
  plan_edits: PlanEditTable;
  rate_limits: RateLimitTable;
  trusted_devices: TrustedDeviceTable;
  outbox: OutboxTable;
  visit_events: VisitEventTable;
  visit_totals: VisitTotalTable;
  visitors: VisitorTable;
  visit_salts: VisitSaltTable;
}

export type Database = Kysely<DatabaseSchema>;
