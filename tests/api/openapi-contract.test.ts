import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../domain/site-details";
import { newAccount, ORIGIN, signUp, signUpAdmin } from "../support/accounts";
import { blog, member, pngFile, review, video } from "../support/sample-content";
import { storeContactMessages } from "../support/stored-rows";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

// Issue 24 item 2: every operation GET /api/openapi.json describes is sent valid and invalid requests
// (as an OpenAPI fuzzer would: missing fields, wrong types, too-long strings, bad ids, wrong content
// types, no session, the wrong role, another origin), and every answer must be one the document
// describes for that operation: its status code, its content type and a body its JSON Schema accepts.

type Json = Record<string, unknown>;
interface MediaType {
  schema?: Json;
}
interface Operation {
  operationId: string;
  "x-access": "public" | "signed-in" | "admin";
  parameters?: Array<{ name: string; in: "path" | "query"; required?: boolean; schema: Json }>;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

/** One request: who sends it and what. */
interface Input {
  cookie?: string;
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  /** Raw bytes with their content type, for bodies no JSON or form is (malformed, wrong type). */
  raw?: { type: string; data: string };
  /** Leave the Origin header out (a write from elsewhere). */
  noOrigin?: boolean;
}

/** The world the requests act on: two accounts and items to change, made afresh where a call uses one up. */
interface Fixtures {
  admin: { cookie: string; email: string; id: string };
  user: { cookie: string; email: string; id: string; password: string };
  fresh: () => ReturnType<typeof signUp>;
  blog: () => Promise<string>;
  review: () => Promise<string>;
  video: () => Promise<string>;
  member: () => Promise<string>;
  logo: () => Promise<string>;
  message: () => Promise<string>;
  picture: () => Promise<File>;
}

/**
 * A valid request for every operation, as a person using the site would send it, and the status it
 * answers (200 unless said). A new operation fails the test until it has one here.
 */
const VALID: Record<string, (f: Fixtures) => Promise<Input & { status?: number }>> = {
  getHealth: async () => ({}),
  getOpenapiJson: async () => ({}),
  getUsersRole: async (f) => ({ cookie: f.user.cookie, query: { email: f.user.email } }),
  getUsers: async (f) => ({ cookie: f.admin.cookie, query: { page: "1", perPage: "2", q: "@" } }),
  postUsers: async (f) => ({ cookie: f.user.cookie, body: { name: "Person", email: f.user.email, photoURL: "" } }),
  postUsersMePhoto: async (f) => ({ cookie: (await f.fresh()).cookie, body: { image: await f.picture() } }),
  patchUsersAdminId: async (f) => ({ cookie: f.admin.cookie, params: { id: (await f.fresh()).id } }),
  deleteUsersAdminId: async (f) => {
    const other = await signUpAdminIn(f);
    return { cookie: f.admin.cookie, params: { id: other } };
  },
  // This app mails no reset links: the admin's request is refused as the document says (503).
  postUsersIdPasswordReset: async (f) => ({
    cookie: f.admin.cookie,
    params: { id: (await f.fresh()).id },
    status: 503,
  }),
  deleteUsersId: async (f) => ({ cookie: f.admin.cookie, params: { id: (await f.fresh()).id } }),
  getBlogs: async () => ({ query: { page: "1", perPage: "2" } }),
  postBlogs: async (f) => ({ cookie: f.admin.cookie, body: blog }),
  putBlogsId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.blog() }, body: blog }),
  deleteBlogsId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.blog() } }),
  getReviews: async () => ({ query: { limit: "3" } }),
  postReviews: async (f) => ({ cookie: f.admin.cookie, body: review }),
  putReviewsId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.review() }, body: review }),
  deleteReviewsId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.review() } }),
  getReviewVideos: async () => ({}),
  postReviewVideos: async (f) => ({ cookie: f.admin.cookie, body: video }),
  putReviewVideosId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.video() }, body: video }),
  deleteReviewVideosId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.video() } }),
  getTeam: async () => ({}),
  postTeam: async (f) => ({ cookie: f.admin.cookie, body: { ...member, image: await f.picture() } }),
  putTeamId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.member() }, body: member }),
  deleteTeamId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.member() } }),
  getClientLogos: async () => ({}),
  postClientLogos: async (f) => ({ cookie: f.admin.cookie, body: { name: "Acme", image: await f.picture() } }),
  putClientLogosId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.logo() }, body: { name: "Acme" } }),
  deleteClientLogosId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.logo() } }),
  postClientLogosIdMove: async (f) => ({
    cookie: f.admin.cookie,
    params: { id: await f.logo() },
    body: { direction: "up" },
  }),
  postMedia: async (f) => ({ cookie: f.admin.cookie, body: { image: await f.picture() } }),
  postMarkdownPreview: async (f) => ({ cookie: f.admin.cookie, body: { markdown: "# Hello\n\nText." } }),
  getActivity: async (f) => ({ cookie: f.admin.cookie, query: { limit: "5" } }),
  postContact: async () => ({ body: { name: "Visitor", email: "visitor@example.com", message: "Hello there." } }),
  getContactMessages: async (f) => ({ cookie: f.admin.cookie, query: { page: "1", q: "hello" } }),
  patchContactMessagesIdRead: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.message() } }),
  deleteContactMessagesId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.message() } }),
  postPasswordResetCheck: async () => ({ body: { token: "no-such-token" } }),
  getDemoContent: async (f) => ({ cookie: f.admin.cookie }),
  deleteDemoContent: async (f) => ({ cookie: f.admin.cookie }),
  // No mail transport in this app: the dashboard is told what to set up.
  postMailTest: async (f) => ({ cookie: f.admin.cookie, status: 409 }),
  getSettings: async (f) => ({ cookie: f.admin.cookie }),
  putSettings: async (f) => ({ cookie: f.admin.cookie, body: { ...defaultSiteSettings, version: 0 } }),
  postAuthSignUpEmail: async () => ({ body: newAccount() }),
  postAuthSignInEmail: async (f) => ({ body: { email: f.user.email, password: f.user.password } }),
  postAuthSignOut: async (f) => ({ cookie: (await f.fresh()).cookie, body: {} }),
  getAuthGetSession: async (f) => ({ cookie: f.user.cookie }),
  postAuthUpdateUser: async (f) => ({ cookie: (await f.fresh()).cookie, body: { name: "New Name" } }),
  postAuthChangePassword: async (f) => {
    const account = await f.fresh();
    return { cookie: account.cookie, body: { currentPassword: account.password, newPassword: "Another12" } };
  },
  // "Forgot password?" is off in this app (no mailer): Better Auth says so.
  postAuthRequestPasswordReset: async (f) => ({ body: { email: f.user.email }, status: 400 }),
  postAuthResetPassword: async () => ({ body: { token: "no-such-token", newPassword: "Another12" }, status: 400 }),
  // Google sign-in is not set up in this app (tests/api/auth-endpoints.test.ts signs in with a local provider).
  postAuthSignInSocial: async () => ({
    body: { provider: "google", callbackURL: "/auth/google/done", errorCallbackURL: "/auth/google/done" },
    status: 404,
  }),
  getAuthCallbackGoogle: async () => ({ query: { state: "x", code: "y" }, status: 302 }),
  getAuthVerifyEmail: async () => ({ query: { token: "x" }, status: 302 }),
  getAuthError: async () => ({ query: { error: "access_denied" } }),
  // Two-step sign-in (tests/api/two-factor.test.ts runs it through with real codes).
  postAuthTwoFactorEnable: async (f) => {
    const account = await f.fresh();
    return { cookie: account.cookie, body: { password: account.password } };
  },
  // No sign-in waiting for its second step: refused as the document says.
  postAuthTwoFactorVerifyTotp: async () => ({ body: { code: "123456" }, status: 401 }),
  postAuthTwoFactorVerifyBackupCode: async () => ({ body: { code: "abcde-12345" }, status: 401 }),
  // Two-step sign-in is not on for this account: there is no code to check.
  postAuthTwoFactorDisable: async (f) => {
    const account = await f.fresh();
    return { cookie: account.cookie, body: { password: account.password, code: "123456" }, status: 400 };
  },
};

async function signUpAdminIn(f: Fixtures): Promise<string> {
  const other = await f.fresh();
  await fixturesApp!.services.users.setRoleByEmail(other.email, "admin");
  return other.id;
}
let fixturesApp: TestApp | undefined;

const LONG = "x".repeat(70_000);

/**
 * Values a query parameter must refuse: a free text (a search: a string without a format or
 * pattern) takes any text up to its maxLength, so only a longer one; any other parameter refuses
 * words, numbers out of range, an empty value and a very long one.
 */
function badQueryValues(schema: Json): string[] {
  const { type, format, pattern, maxLength } = schema as {
    type?: string;
    format?: string;
    pattern?: string;
    maxLength?: number;
  };
  if (type === "string" && !format && !pattern) return typeof maxLength === "number" ? ["x".repeat(maxLength + 1)] : [];
  return ["abc", "-1", "0", "1e9", "", LONG.slice(0, 3000)];
}

/** Invalid variants of a valid request, made from what the document says of the operation. */
function invalidInputs(op: Operation, method: string, valid: Input, f: Fixtures): Array<[string, Input]> {
  const variants: Array<[string, Input]> = [];
  if (op["x-access"] !== "public") variants.push(["no session", { ...valid, cookie: undefined }]);
  if (op["x-access"] === "admin")
    variants.push(["a signed-in user who is not an admin", { ...valid, cookie: f.user.cookie }]);
  if (method !== "get") variants.push(["a write from another origin", { ...valid, noOrigin: true }]);
  for (const param of op.parameters ?? []) {
    if (param.in === "path")
      for (const bad of ["abc", "0", "-1", "1.5", "99999999999", "%00"])
        variants.push([`path ${param.name}=${bad}`, { ...valid, params: { ...valid.params, [param.name]: bad } }]);
    else
      for (const bad of badQueryValues(param.schema))
        variants.push([
          `query ${param.name}=${bad.slice(0, 12)}`,
          { ...valid, query: { ...valid.query, [param.name]: bad } },
        ]);
  }
  const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const schema = media?.schema as { properties?: Record<string, Json>; required?: string[] } | undefined;
  if (type && schema && valid.body && typeof valid.body === "object") {
    const body = valid.body as Record<string, unknown>;
    for (const field of schema.required ?? []) {
      const { [field]: _left, ...rest } = body;
      variants.push([`body without ${field}`, { ...valid, body: rest }]);
    }
    for (const [field, property] of Object.entries(schema.properties ?? {})) {
      // A field of any type (`{}`) has no wrong one, nor has a form's text field (all are text): only its file.
      const form = type === "multipart/form-data";
      if (property.type && (!form || property.format === "binary")) {
        const wrong = [property.type].flat().includes("string") ? 12345 : "not the right type";
        variants.push([`body ${field} of the wrong type`, { ...valid, body: { ...body, [field]: wrong } }]);
      }
      if (typeof property.maxLength === "number")
        variants.push([
          `body ${field} too long`,
          { ...valid, body: { ...body, [field]: "x".repeat(property.maxLength + 1) } },
        ]);
    }
    variants.push(["an empty body", { ...valid, body: undefined, raw: { type, data: "" } }]);
    variants.push([
      "a body of another content type",
      { ...valid, body: undefined, raw: { type: "text/plain", data: "hello" } },
    ]);
    variants.push([
      "a malformed body",
      {
        ...valid,
        body: undefined,
        raw: { type: type === "application/json" ? type : `${type}; boundary=x`, data: '{"a":' },
      },
    ]);
    variants.push(["a body over the size limit", { ...valid, body: undefined, raw: { type, data: LONG } }]);
  }
  return variants;
}

/** The request of `input`; its body a multipart form when the operation takes one, else JSON. */
function requestFor(method: string, path: string, input: Input, form = false): [string, RequestInit] {
  let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => input.params?.[name] ?? "1");
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {}))
    for (const one of [value].flat()) query.append(name, one);
  if (query.size > 0) url += `?${query}`;
  const headers: Record<string, string> = input.noOrigin ? {} : { ...ORIGIN };
  if (input.cookie) headers.cookie = input.cookie;
  let body: BodyInit | undefined;
  if (input.raw) {
    headers["content-type"] = input.raw.type;
    body = input.raw.data;
  } else if (input.body !== undefined) {
    const fields = Object.entries(input.body as Record<string, unknown>);
    if (form) {
      const form = new FormData();
      for (const [name, value] of fields) form.set(name, value instanceof File ? value : String(value));
      body = form;
    } else {
      headers["content-type"] = "application/json";
      body = JSON.stringify(input.body);
    }
  }
  return [url, { method: method.toUpperCase(), headers, body }];
}

describe.each(testDatabaseKinds)("every /api operation answers only what the OpenAPI document says, on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: Json };
  let fixtures: Fixtures;
  const validators = new Map<Json, ValidateFunction>();
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    app = await createTestApp(test.db);
    fixturesApp = app;
    doc = (await (await app.request("/api/openapi.json")).json()) as typeof doc;
    const admin = await signUpAdmin(app);
    const user = await signUp(app);
    const picture = () => pngFile();
    /** Adds an item through the API as the admin; its id. */
    const created = async (path: string, body: Record<string, unknown>) => {
      const form = Object.values(body).some((value) => value instanceof File);
      const res = await app.request(...requestFor("post", path, { cookie: admin.cookie, body }, form));
      return ((await res.json()) as { insertedId: string }).insertedId;
    };
    fixtures = {
      admin,
      user,
      fresh: () => signUp(app),
      picture,
      blog: () => created("/api/blogs", blog),
      review: () => created("/api/reviews", review),
      video: () => created("/api/review-videos", video),
      member: async () => created("/api/team", { ...member, image: await picture() }),
      logo: async () => created("/api/client-logos", { name: "Acme", image: await picture() }),
      message: async () => {
        await storeContactMessages(test.db, 1);
        const inbox = await app.request("/api/contact-messages", { headers: { cookie: admin.cookie } });
        return ((await inbox.json()) as Array<{ _id: string }>)[0]!._id;
      },
    };
  });
  afterAll(() => test.drop());

  const schemaCheck = (schema: Json) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: doc.components });
      validators.set(schema, validate);
    }
    return validate;
  };

  /** Sends `input` and checks the answer against the document; returns the status. */
  async function sendAndCheck(path: string, method: string, op: Operation, label: string, input: Input) {
    const form = Boolean(op.requestBody?.content["multipart/form-data"]);
    const res = await app.request(...requestFor(method, path, input, form));
    const where = `${method.toUpperCase()} ${path} (${label}) answered ${res.status}`;
    const described = op.responses[String(res.status)];
    const text = await res.text();
    expect(described, `${where}, a status the document does not describe: ${text.slice(0, 200)}`).toBeDefined();
    const type = res.headers.get("content-type")?.split(";")[0]?.trim();
    if (!described!.content) {
      expect(text, `${where}: a body where the document describes none`).toBe("");
      return res.status;
    }
    const media = described!.content[type ?? ""];
    expect(media, `${where} with ${type}, a content type the document does not describe`).toBeDefined();
    if (type === "application/json" && media!.schema) {
      const validate = schemaCheck(media!.schema);
      const ok = validate(JSON.parse(text));
      expect(ok, `${where}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`).toBe(true);
    }
    return res.status;
  }

  it("has a valid request for every operation it describes", () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.filter((id) => !VALID[id])).toEqual([]);
    expect(Object.keys(VALID).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("answers valid requests with their success, and invalid ones with a described 4xx", async () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const { status = 200, ...valid } = await VALID[op.operationId]!(fixtures);
        expect(await sendAndCheck(path, method, op, "valid", valid), `${method} ${path}`).toBe(status);
        // A public call made with a session is made without one too (get-session then answers null).
        if (op["x-access"] === "public" && valid.cookie)
          await sendAndCheck(path, method, op, "anonymous", { ...valid, cookie: undefined });
        for (const [label, input] of invalidInputs(op, method, await VALID[op.operationId]!(fixtures), fixtures)) {
          const answered = await sendAndCheck(path, method, op, label, input);
          expect(answered, `${method.toUpperCase()} ${path} (${label})`).toBeGreaterThanOrEqual(300);
          expect(answered, `${method.toUpperCase()} ${path} (${label})`).toBeLessThan(500);
        }
      }
    }
  }, 120_000);
});
