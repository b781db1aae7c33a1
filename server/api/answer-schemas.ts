import { z } from "zod";
import { ROLES, type UserRecord } from "#domain/accounts";
import { ACTIVITY_ENTITIES, type ActivityEntry } from "#domain/activity";
import type { ContactMessage } from "#domain/contact";
import type { Blog, ClientLogo, DemoContentCounts, Review, ReviewVideo, TeamMember } from "#domain/content";
import { type SettingsAnswer, siteSettingsSchema } from "#domain/site-settings";

/**
 * The bodies /api answers with, as zod schemas: each route declares them (server/api/api-routes.ts) and
 * the OpenAPI document names them (`meta({ id })` makes a component). `satisfies` keeps each in step
 * with the type the service returns.
 */

const id = z.string().describe("Identifier (a string, as spec §3 writes it)");

/** Beyond the spec (issue 26): the item's texts in Bangla, each "" when it has none. */
const bangla = <Field extends string>(...fields: Field[]) =>
  z
    .object(Object.fromEntries(fields.map((field) => [field, z.string()])) as Record<Field, z.ZodString>)
    .describe("Beyond the spec: the item's texts in Bangla, each empty when it has none");

export const blogAnswer = z
  .object({
    _id: id,
    title: z.string(),
    description: z.string(),
    image: z.string(),
    tag: z.string(),
    link: z.string().nullable(),
    email: z.string(),
    createdAt: z.string(),
    slug: z.string().describe("Beyond the spec: the post's address on the site, /blogs/{slug}"),
    hasArticle: z
      .boolean()
      .describe("Beyond the spec: whether the post is an article on the site (then Learn more goes to /blogs/{slug})"),
    updatedAt: z.string().describe("Beyond the spec: the post's last change"),
    bn: bangla("title", "description", "tag"),
  })
  .meta({ id: "Blog" }) satisfies z.ZodType<Blog>;

export const reviewAnswer = z
  .object({
    _id: id,
    name: z.string(),
    role: z.string(),
    image: z.string(),
    logo: z.string(),
    feedback: z.string(),
    email: z.string(),
    bn: bangla("role", "feedback"),
  })
  .meta({ id: "Review" }) satisfies z.ZodType<Review>;

export const reviewVideoAnswer = z
  .object({ _id: id, title: z.string(), videoUrl: z.string(), email: z.string(), bn: bangla("title") })
  .meta({ id: "ReviewVideo" }) satisfies z.ZodType<ReviewVideo>;

export const teamMemberAnswer = z
  .object({
    _id: id,
    name: z.string(),
    position: z.string(),
    image: z.string(),
    facebook: z.string(),
    github: z.string(),
    linkedin: z.string(),
    email: z.string(),
    bn: bangla("position"),
  })
  .meta({ id: "TeamMember" }) satisfies z.ZodType<TeamMember>;

export const clientLogoAnswer = z
  .object({
    _id: id,
    name: z.string().describe("The client's name (the logo's text alternative)"),
    logo: z.string().describe("The picture's path (/media/….webp)"),
  })
  .meta({ id: "ClientLogo" }) satisfies z.ZodType<ClientLogo>;

export const userRecordAnswer = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    photoURL: z.string(),
    role: z.enum(ROLES),
    createdAt: z.string(),
  })
  .meta({ id: "UserRecord" }) satisfies z.ZodType<UserRecord>;

export const activityEntryAnswer = z
  .object({
    _id: id,
    actor: z.string(),
    action: z.enum(["create", "update", "delete", "promote", "demote", "send-reset"]),
    entity: z.enum(ACTIVITY_ENTITIES),
    entityId: z.string(),
    summary: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "ActivityEntry" }) satisfies z.ZodType<ActivityEntry>;

export const contactMessageAnswer = z
  .object({
    _id: id,
    name: z.string(),
    email: z.string(),
    message: z.string(),
    createdAt: z.string(),
    read: z.boolean(),
    status: z.enum(["pending", "delivered", "failed", "not-configured", "held"]),
    attempts: z.number(),
    lastError: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    deliveredLate: z.boolean(),
    spam: z
      .enum(["honeypot", "too fast", "content", "admin"])
      .nullable()
      .describe("Why the message is in the Spam folder (held: not e-mailed); null when it is not spam"),
    plan: z.string().nullable().describe('The plan whose "Get Started" the visitor came from; null when none'),
    phone: z
      .string()
      .nullable()
      .meta({ examples: ["+8801712345678"] })
      .describe("The visitor's phone / WhatsApp number in E.164; null when none was given"),
    language: z
      .enum(["en", "bn"])
      .nullable()
      .describe("The language of the page the message was written on; null when not known (sent through this API)"),
    leadId: id
      .nullable()
      .describe(
        "The lead (the person) the message belongs to: their messages from one address or phone number; null for spam",
      ),
    source: z
      .object({
        landing: z.string().nullable().describe("The page the visit started on"),
        referrer: z.string().nullable().describe("The other site that linked to it (a host name); null: none"),
        utmSource: z.string().nullable(),
        utmMedium: z.string().nullable(),
        utmCampaign: z.string().nullable(),
        page: z.string().nullable().describe("The page the contact form, or the link to it, was on"),
      })
      .nullable()
      .describe(
        "Where the visit that sent the message came from, as the site's pages carried it without a cookie; null when not known",
      ),
  })
  .meta({ id: "ContactMessage" }) satisfies z.ZodType<ContactMessage>;

export const insertedAnswer = z.object({ insertedId: id }).meta({ id: "Inserted" });
export const modifiedAnswer = z.object({ modifiedCount: z.number().int() }).meta({ id: "Modified" });
export const deletedAnswer = z.object({ deletedCount: z.number().int() }).meta({ id: "Deleted" });

export const demoContentAnswer = z
  .object({
    blogs: z.number().int(),
    reviews: z.number().int(),
    reviewVideos: z.number().int(),
    team: z.number().int(),
    clientLogos: z.number().int(),
  })
  .describe("Demo items still shown unchanged, per kind")
  .meta({ id: "DemoContent" }) satisfies z.ZodType<DemoContentCounts>;

export const settingsAnswer = z
  .object({
    settings: siteSettingsSchema,
    version: z.number().int().describe("Send it back with the next save; a save over a newer version is refused (409)"),
    updatedAt: z.string().nullable().describe("When an admin last saved (null: the defaults were never saved)"),
    overridden: z
      .object({ contactInbox: z.string().optional(), chatScriptUrl: z.string().optional() })
      .describe("Settings the server's environment sets (they win), with their values"),
  })
  .describe("The company's details shown on the site")
  .meta({ id: "Settings" }) satisfies z.ZodType<SettingsAnswer, unknown>;
