import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import type { ApiEnv } from "./api-routes";
import {
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  resetLinkCheckSchema,
  roleQuerySchema,
  ROLES,
  signInSchema,
  signUpSchema,
  type UserRecord,
  userRecordSchema,
} from "../../domain/accounts";
import type { ActivityEntry } from "../../domain/activity";
import {
  type Blog,
  type ClientLogo,
  type DemoContentCounts,
  listQuerySchema,
  type Review,
  type ReviewVideo,
  type TeamMember,
} from "../../domain/content";
import {
  blogInputSchema,
  clientLogoInputSchema,
  logoMoveSchema,
  markdownPreviewSchema,
  MAX_IMAGE_BYTES,
  reviewInputSchema,
  reviewVideoInputSchema,
  teamMemberInputSchema,
} from "../../domain/content-input";
import { siteSettingsSchema, settingsUpdateSchema, type SettingsAnswer } from "../../domain/site-settings";
import { AUTH_ROUTES_IN_USE, googleSignInSchema } from "../auth";

/**
 * The OpenAPI 3.1 description of /api (GET /api/openapi.json), generated from the zod schemas the
 * routes validate with (`z.toJSONSchema`). Every route Hono registers under /api must have an
 * entry in API_OPERATIONS: tests/api/openapi.test.ts compares the two and fails on a gap.
 * Response shapes are zod schemas checked by the compiler against the types the services return.
 */

type Access = "public" | "signed-in" | "admin";

export interface ApiOperation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Hono's spelling (`/api/blogs/:id`); the document writes `{id}`. */
  path: string;
  summary: string;
  access: Access;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; multipart?: boolean };
  /** The 200 answer. */
  response: string;
  /** Answers besides 200 and the ones every call shares (see `commonErrors`). */
  errors?: Partial<Record<400 | 403 | 404 | 409 | 429 | 502 | 503, string>>;
}

// Response shapes: `satisfies` keeps each in step with the type the service returns.
const id = z.string().describe("Identifier (a string, as spec §3 writes it)");
const responseSchemas = {
  Error: z.object({ error: z.string().describe("A message for people") }),
  ValidationError: z.object({
    error: z.literal("Invalid request"),
    fields: z
      .record(z.string(), z.string())
      .describe("Each field at fault (`_` for the body as a whole) with its message"),
  }),
  AuthError: z.object({ message: z.string(), code: z.string().optional() }).describe("Better Auth's error body"),
  Health: z.object({ status: z.enum(["ok", "draining", "error"]), error: z.string().optional() }),
  Blog: z.object({
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
  }) satisfies z.ZodType<Blog>,
  Review: z.object({
    _id: id,
    name: z.string(),
    role: z.string(),
    image: z.string(),
    logo: z.string(),
    feedback: z.string(),
    email: z.string(),
  }) satisfies z.ZodType<Review>,
  ReviewVideo: z.object({
    _id: id,
    title: z.string(),
    videoUrl: z.string(),
    email: z.string(),
  }) satisfies z.ZodType<ReviewVideo>,
  TeamMember: z.object({
    _id: id,
    name: z.string(),
    position: z.string(),
    image: z.string(),
    facebook: z.string(),
    github: z.string(),
    linkedin: z.string(),
    email: z.string(),
  }) satisfies z.ZodType<TeamMember>,
  ClientLogo: z.object({
    _id: id,
    name: z.string().describe("The client's name (the logo's text alternative)"),
    logo: z.string().describe("The picture's path (/media/….webp)"),
  }) satisfies z.ZodType<ClientLogo>,
  UserRecord: z.object({
    _id: id,
    name: z.string(),
    email: z.string(),
    photoURL: z.string(),
    role: z.enum(ROLES),
    createdAt: z.string(),
  }) satisfies z.ZodType<UserRecord>,
  ActivityEntry: z.object({
    _id: id,
    actor: z.string(),
    action: z.enum(["create", "update", "delete", "promote", "demote"]),
    entity: z.enum([
      "blog",
      "review",
      "review video",
      "team member",
      "client logo",
      "user",
      "demo content",
      "site settings",
    ]),
    entityId: z.string(),
    summary: z.string(),
    createdAt: z.string(),
  }) satisfies z.ZodType<ActivityEntry>,
  Inserted: z.object({ insertedId: id }),
  Modified: z.object({ modifiedCount: z.number().int() }),
  Deleted: z.object({ deletedCount: z.number().int() }),
  Role: z.object({ role: z.enum(ROLES) }),
  Photo: z.object({ photoURL: z.string().describe("The new photo's path (/media/….webp)") }),
  DemoContent: z
    .object({
      blogs: z.number().int(),
      reviews: z.number().int(),
      reviewVideos: z.number().int(),
      team: z.number().int(),
      clientLogos: z.number().int(),
    })
    .describe("Demo items still shown unchanged, per kind") satisfies z.ZodType<DemoContentCounts>,
  TestMail: z.object({
    sentTo: z.string().describe("The admin's address, or the contact inbox when the relay reaches only that"),
  }),
  Settings: z
    .object({
      settings: siteSettingsSchema,
      version: z
        .number()
        .int()
        .describe("Send it back with the next save; a save over a newer version is refused (409)"),
      updatedAt: z.string().nullable().describe("When an admin last saved (null: the defaults were never saved)"),
      overridden: z
        .object({ contactInbox: z.string().optional(), chatScriptUrl: z.string().optional() })
        .describe("Settings the server's environment sets (they win), with their values"),
    })
    .describe("The company's details shown on the site") satisfies z.ZodType<SettingsAnswer, unknown>,
  SettingsSaved: z.object({ version: z.number().int() }),
  Preview: z.object({
    html: z.string().describe("Safe HTML: no raw HTML from the Markdown, only checked link targets"),
  }),
  Uploaded: z.object({
    url: z.string().describe("The stored image's path (/media/….webp), to send as a blog's or review's image or logo"),
  }),
  UserSaved: z.union([z.object({ insertedId: id }), z.object({ message: z.literal("User already exists") })]),
  ResetLinkState: z.object({
    works: z.boolean().describe("False once the link is used, replaced by a newer one, or expired"),
  }),
  AuthResult: z
    .record(z.string(), z.unknown())
    .describe("Better Auth's answer (e.g. `{ user, token }`); the session is the Set-Cookie header"),
  OpenApi: z.record(z.string(), z.unknown()).describe("This document"),
};
type ResponseName = keyof typeof responseSchemas;
const listOf = (name: ResponseName) => `${name}[]`;

/** Better Auth's bodies as the site checks them (server/auth: the same schemas, `image` for the photo). */
const { photoURL, ...signUpRest } = signUpSchema.shape;
const authBodies: Record<string, z.ZodType | undefined> = {
  "POST /sign-up/email": z.object({ ...signUpRest, image: photoURL }),
  "POST /sign-in/email": signInSchema,
  "POST /update-user": profileUpdateSchema
    .omit({ photoURL: true })
    .extend({ image: profileUpdateSchema.shape.photoURL }),
  "POST /change-password": passwordChangeSchema,
  "POST /request-password-reset": passwordResetRequestSchema,
  "POST /reset-password": passwordResetSchema,
  "POST /sign-in/social": googleSignInSchema,
};
const authSummaries: Record<string, string> = {
  "POST /sign-up/email": "Create an account with e-mail and password (signs in)",
  "POST /sign-in/email": "Sign in with e-mail and password",
  "POST /sign-out": "Sign out",
  "GET /get-session": "The current session and user, or null",
  "POST /update-user": "Change the signed-in user's name or photo",
  "POST /change-password": "Change the password (ends the other sessions)",
  "POST /request-password-reset":
    "Mail a one-hour, single-use reset link to the address if it has an account (the same answer either way, given before the link is made); only the newest link of an account works",
  "POST /reset-password": "Set a new password with a reset link's token (ends every session of the account)",
  "POST /sign-in/social": "Start Google sign-in: answers the provider's address",
  "GET /callback/google": "Google's redirect back to the site (browser only)",
  "GET /error": "Where a failed OAuth sign-in lands (browser only)",
};
const authAccess: Record<string, Access> = {
  "POST /sign-out": "signed-in",
  "POST /update-user": "signed-in",
  "POST /change-password": "signed-in",
};

const authOperations: ApiOperation[] = [...AUTH_ROUTES_IN_USE].map((route) => {
  const [method, path] = route.split(" ") as [ApiOperation["method"], string];
  const schema = authBodies[route];
  return {
    method,
    path: `/api/auth${path}`,
    summary: authSummaries[route] ?? route,
    access: authAccess[route] ?? "public",
    ...(schema ? { body: { schema } } : {}),
    response: "AuthResult",
    errors: { 400: "AuthError", 403: "AuthError", 429: "AuthError" },
  };
});

const contentLists: Array<[string, ResponseName, string]> = [
  ["/api/blogs", "Blog", "blogs"],
  ["/api/reviews", "Review", "client reviews"],
  ["/api/review-videos", "ReviewVideo", "client review videos"],
  ["/api/team", "TeamMember", "team members"],
];
const jsonResources: Array<[string, z.ZodType, string]> = [
  ["/api/blogs", blogInputSchema, "blog"],
  ["/api/reviews", reviewInputSchema, "review"],
  ["/api/review-videos", reviewVideoInputSchema, "review video"],
];
const teamForm = teamMemberInputSchema.extend({
  image: z
    .string()
    .describe(`The profile photo file (JPEG, PNG, WebP, GIF or AVIF, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB)`),
});
const logoForm = clientLogoInputSchema.extend({
  image: z
    .string()
    .describe(
      `The logo's image file (JPEG, PNG, WebP, GIF or AVIF, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB; transparency kept)`,
    ),
});
const invalid = { 400: "ValidationError" } as const;
const missing = { 404: "Error" } as const;

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: "GET",
    path: "/api/health",
    summary:
      "200 while this process can serve the site (database answers, schema complete); 503 while draining or when the database is unavailable",
    access: "public",
    response: "Health",
    errors: { 503: "Health" },
  },
  { method: "GET", path: "/api/openapi.json", summary: "This description", access: "public", response: "OpenApi" },
  ...authOperations,
  {
    method: "GET",
    path: "/api/users/role",
    summary: "A user's role (your own; admins may ask about anyone)",
    access: "signed-in",
    query: roleQuerySchema,
    response: "Role",
    errors: { ...invalid, 403: "Error", 404: "Error", 429: "Error" },
  },
  {
    method: "GET",
    path: "/api/users",
    summary: "Every user",
    access: "admin",
    response: listOf("UserRecord"),
    errors: { 429: "Error" },
  },
  {
    method: "POST",
    path: "/api/users",
    summary: "Save the signed-in user's own record (after sign-up or Google sign-in)",
    access: "signed-in",
    body: { schema: userRecordSchema },
    response: "UserSaved",
    errors: { ...invalid, 429: "Error" },
  },
  {
    method: "POST",
    path: "/api/users/me/photo",
    summary: "Replace the signed-in user's photo (multipart form; re-encoded to WebP like team photos)",
    access: "signed-in",
    body: { schema: z.object({ image: teamForm.shape.image }), multipart: true },
    response: "Photo",
    errors: { ...invalid, 429: "Error" },
  },
  {
    method: "PATCH",
    path: "/api/users/admin/:id",
    summary: "Make a user an admin",
    access: "admin",
    response: "Modified",
    errors: { 400: "Error", 404: "Error", 429: "Error" },
  },
  {
    method: "DELETE",
    path: "/api/users/admin/:id",
    summary: "Take the admin role back from an admin (never from the last one; logged)",
    access: "admin",
    response: "Modified",
    errors: { 400: "Error", 404: "Error", 409: "Error", 429: "Error" },
  },
  {
    method: "DELETE",
    path: "/api/users/:id",
    summary: "Delete a user",
    access: "admin",
    response: "Deleted",
    errors: { 400: "Error", 404: "Error", 429: "Error" },
  },
  ...contentLists.map(([path, item, what]): ApiOperation => ({
    method: "GET",
    path,
    summary: `The ${what}, newest first`,
    access: "public",
    query: listQuerySchema,
    response: listOf(item),
    errors: invalid,
  })),
  ...jsonResources.flatMap(([path, schema, what]): ApiOperation[] => [
    {
      method: "POST",
      path,
      summary: `Add a ${what}`,
      access: "admin",
      body: { schema },
      response: "Inserted",
      errors: invalid,
    },
    {
      method: "PUT",
      path: `${path}/:id`,
      summary: `Change a ${what}`,
      access: "admin",
      body: { schema },
      response: "Modified",
      errors: { ...invalid, ...missing },
    },
    {
      method: "DELETE",
      path: `${path}/:id`,
      summary: `Delete a ${what}`,
      access: "admin",
      response: "Deleted",
      errors: missing,
    },
  ]),
  {
    method: "POST",
    path: "/api/team",
    summary: "Add a team member (multipart form with the photo)",
    access: "admin",
    body: { schema: teamForm, multipart: true },
    response: "Inserted",
    errors: invalid,
  },
  {
    method: "PUT",
    path: "/api/team/:id",
    summary: "Change a team member (a new photo is optional)",
    access: "admin",
    body: { schema: teamForm.partial({ image: true }), multipart: true },
    response: "Modified",
    errors: { ...invalid, ...missing },
  },
  {
    method: "DELETE",
    path: "/api/team/:id",
    summary: "Delete a team member",
    access: "admin",
    response: "Deleted",
    errors: missing,
  },
  {
    method: "GET",
    path: "/api/client-logos",
    summary: "The client logos of the home page's carousel, in the admins' order (`limit`: the first N)",
    access: "public",
    query: listQuerySchema,
    response: listOf("ClientLogo"),
    errors: invalid,
  },
  {
    method: "POST",
    path: "/api/client-logos",
    summary: "Add a client logo (multipart form with the picture; re-encoded to WebP like team photos); it goes last",
    access: "admin",
    body: { schema: logoForm, multipart: true },
    response: "Inserted",
    errors: invalid,
  },
  {
    method: "PUT",
    path: "/api/client-logos/:id",
    summary: "Change a client logo's name or picture (a new picture is optional)",
    access: "admin",
    body: { schema: logoForm.partial({ image: true }), multipart: true },
    response: "Modified",
    errors: { ...invalid, ...missing },
  },
  {
    method: "POST",
    path: "/api/client-logos/:id/move",
    summary:
      "Move a client logo one place earlier (up) or later (down); modifiedCount 0 when it is already first or last",
    access: "admin",
    body: { schema: logoMoveSchema },
    response: "Modified",
    errors: { ...invalid, ...missing },
  },
  {
    method: "DELETE",
    path: "/api/client-logos/:id",
    summary: "Delete a client logo (and its picture)",
    access: "admin",
    response: "Deleted",
    errors: missing,
  },
  {
    method: "POST",
    path: "/api/media",
    summary:
      "Upload an image for a blog or review (multipart form; re-encoded to WebP like team photos; removed later if no item uses it)",
    access: "admin",
    body: { schema: z.object({ image: teamForm.shape.image }), multipart: true },
    response: "Uploaded",
    errors: invalid,
  },
  {
    method: "GET",
    path: "/api/demo-content",
    summary: "The demo content still shown unchanged (first-run checklist)",
    access: "admin",
    response: "DemoContent",
  },
  {
    method: "DELETE",
    path: "/api/demo-content",
    summary: "Remove the demo content still shown unchanged, with the images only it showed (logged)",
    access: "admin",
    response: "Deleted",
  },
  {
    method: "GET",
    path: "/api/settings",
    summary:
      "The company's details shown on the site (name, contact details, social links, hero video, map, About figures, contact inbox, live chat)",
    access: "admin",
    response: "Settings",
  },
  {
    method: "PUT",
    path: "/api/settings",
    summary: "Save the company's details (shown on every page at once; logged)",
    access: "admin",
    body: { schema: settingsUpdateSchema },
    response: "SettingsSaved",
    errors: { ...invalid, 409: "Error" },
  },
  {
    method: "POST",
    path: "/api/markdown-preview",
    summary: "An article's Markdown as the safe HTML its page will show (the dashboard's preview)",
    access: "admin",
    body: { schema: markdownPreviewSchema },
    response: "Preview",
    errors: invalid,
  },
  {
    method: "POST",
    path: "/api/mail/test",
    summary: "Send a test e-mail through the site's mail transport to the signed-in admin",
    access: "admin",
    response: "TestMail",
    errors: { 409: "Error", 502: "Error" },
  },
  {
    method: "GET",
    path: "/api/activity",
    summary: "The admins' recent changes, newest first",
    access: "admin",
    query: listQuerySchema,
    response: listOf("ActivityEntry"),
    errors: invalid,
  },
  {
    method: "POST",
    path: "/api/password-reset/check",
    summary: "Whether a password reset link still works (the reset page asks on opening; the link is not used)",
    access: "public",
    body: { schema: resetLinkCheckSchema },
    response: "ResetLinkState",
    errors: { ...invalid, 429: "Error" },
  },
];

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const ref = (name: string): JsonSchema =>
  name.endsWith("[]") ? { type: "array", items: ref(name.slice(0, -2)) } : { $ref: `#/components/schemas/${name}` };
const answer = (description: string, schema: string) => ({
  description,
  content: { "application/json": { schema: ref(schema) } },
});

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid request",
  401: "Not signed in",
  403: "Refused: not allowed, or a write from another origin",
  404: "No such item",
  409: "Not possible in the site's present configuration (the message says what to set up)",
  429: "Too many requests from this address (Retry-After says when to try again)",
  500: "Internal server error",
  502: "A service the site relies on (the mail server) refused or did not answer",
  503: "Unavailable",
};

function operationObject(op: ApiOperation) {
  const pathParams = [...op.path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const query = op.query ? jsonSchema(op.query, "input") : undefined;
  const queryParams = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: "query",
    required: ((query?.required ?? []) as string[]).includes(name),
    schema,
  }));
  const responses: Record<string, unknown> = { "200": answer("OK", op.response) };
  for (const [status, schema] of Object.entries(op.errors ?? {}))
    responses[status] = answer(ERROR_TEXT[Number(status)]!, schema);
  if (op.access !== "public" && !op.path.startsWith("/api/auth/")) responses["401"] = answer(ERROR_TEXT[401]!, "Error");
  if (op.access === "admin") responses["403"] = answer("Signed in, but not an administrator", "Error");
  if (op.method !== "GET") responses["403"] ??= answer(ERROR_TEXT[403]!, "Error");
  responses["500"] = answer(ERROR_TEXT[500]!, op.path.startsWith("/api/auth/") ? "AuthError" : "Error");
  // Any call that needs the database (docs/decisions/0031).
  responses["503"] ??= answer("The database is briefly unavailable (Retry-After says when to try again)", "Error");
  const body = op.body && {
    required: true,
    content: op.body.multipart
      ? { "multipart/form-data": { schema: withBinaryImage(jsonSchema(op.body.schema, "input")) } }
      : { "application/json": { schema: jsonSchema(op.body.schema, "input") } },
  };
  return {
    summary: op.summary,
    operationId: operationId(op.method, op.path),
    "x-access": op.access,
    ...(op.access === "public" ? { security: [] } : { security: [{ sessionCookie: [] }] }),
    ...(op.access === "admin"
      ? { description: "Administrators only (role `admin`)." }
      : op.access === "signed-in"
        ? { description: "Any signed-in user." }
        : {}),
    ...(pathParams.length + queryParams.length > 0 ? { parameters: [...pathParams, ...queryParams] } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** `deleteContactMessagesId` for DELETE /api/contact-messages/{id}. */
const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}${path.replace(/^\/api/, "").replace(/[^a-z0-9]+(.)?/gi, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`;

function withOperationIds(path: string, item: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item).map(([method, op]: [string, object]) => [
      method,
      { operationId: operationId(method, path), ...op },
    ]),
  );
}

function withBinaryImage(schema: JsonSchema): JsonSchema {
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  if (properties.image)
    properties.image = { ...properties.image, type: "string", contentMediaType: "application/octet-stream" };
  return { ...schema, properties };
}

/** The whole document, from the routes' own definitions (`api`, mounted at /api) and the table above; built once. */
export function openApiDocument(api: OpenAPIHono<ApiEnv>) {
  let built: object | undefined;
  return () => (built ??= buildDocument(api));
}

function buildDocument(api: OpenAPIHono<ApiEnv>): object {
  const generated = api.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "", version: "1" } });
  const paths: Record<string, Record<string, unknown>> = Object.fromEntries(
    Object.entries(generated.paths ?? {}).map(([path, item]) => [`/api${path}`, withOperationIds(`/api${path}`, item)]),
  );
  for (const op of API_OPERATIONS) {
    const path = op.path.replace(/:(\w+)/g, "{$1}");
    (paths[path] ??= {})[op.method.toLowerCase()] = operationObject(op);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Skyline IT Solutions website API",
      version: "1",
      description:
        "JSON API of the site. Writes (anything but GET) must carry an Origin header of the site's public address. " +
        "Signed-in calls use the session cookie set by /api/auth/sign-in/email or sign-up. Every error body is JSON.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: {
        ...Object.fromEntries(
          Object.entries(responseSchemas).map(([name, schema]) => [name, jsonSchema(schema, "output")]),
        ),
        ...generated.components?.schemas,
      },
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "The session cookie (named __Secure-better-auth.session_token on an https:// site).",
        },
      },
    },
  };
}
