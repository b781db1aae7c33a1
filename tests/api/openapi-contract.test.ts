import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount, ORIGIN, signUp, signUpAdmin } from "../support/accounts";
import { blog, member, pngFile, review, video } from "../support/sample-content";
import { FILE, type JsonSchema, type Probe, PROBES, schemaValues } from "../support/schema-values";
import { storeContactMessages } from "../support/stored-rows";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../support/test-database";

// Issue 24 item 2, issue 39 item 13: every operation GET /api/openapi.json describes is sent the
// requests the document allows and ones it forbids, made from the document itself
// (tests/support/schema-values.ts: its required fields, examples, formats, patterns, lengths, bounds
// and enums); every request it allows must succeed, every one it forbids be refused with a 4xx it
// describes, and every answer must be one it describes for that operation: its status code, its
// content type and a body its JSON Schema accepts.

type Json = Record<string, unknown>;
interface MediaType {
  schema?: JsonSchema;
}
interface Parameter {
  name: string;
  in: "path" | "query";
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  "x-access": "public" | "signed-in" | "admin";
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
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
  /** An account whose name, photo and two-step set-up the requests change (never its password). */
  spare: { cookie: string; password: string };
  fresh: () => ReturnType<typeof signUp>;
  freshAdmin: () => Promise<string>;
  blog: () => Promise<string>;
  review: () => Promise<string>;
  video: () => Promise<string>;
  member: () => Promise<string>;
  logo: () => Promise<string>;
  message: () => Promise<string>;
  settingsVersion: () => Promise<number>;
}

/**
 * What a request the document allows needs beyond the document, per operation: who sends it, the
 * ids in its path, the few values that are state rather than form (an account's own e-mail and
 * password, an article address not yet taken, the settings' current version, Better Auth's own
 * query parameters), laid over the values made from the document; and the answer it gets where
 * that is not 200. A new operation fails the test until it has an entry here.
 */
interface Fixture {
  cookie?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Json;
  status?: number;
}
let unique = 0;
const FIXTURES: Record<string, (f: Fixtures) => Promise<Fixture>> = {
  getHealth: async () => ({}),
  getOpenapiJson: async () => ({}),
  getUsersRole: async (f) => ({ cookie: f.user.cookie, query: { email: f.user.email } }),
  getUsers: async (f) => ({ cookie: f.admin.cookie }),
  postUsers: async (f) => ({ cookie: f.user.cookie, body: { email: f.user.email } }),
  postUsersMePhoto: async (f) => ({ cookie: (await f.fresh()).cookie }),
  patchUsersAdminId: async (f) => ({ cookie: f.admin.cookie, params: { id: (await f.fresh()).id } }),
  deleteUsersAdminId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.freshAdmin() } }),
  // This app mails no reset links: the admin's request is refused as the document says (503).
  postUsersIdPasswordReset: async (f) => ({
    cookie: f.admin.cookie,
    params: { id: (await f.fresh()).id },
    status: 503,
  }),
  deleteUsersId: async (f) => ({ cookie: f.admin.cookie, params: { id: (await f.fresh()).id } }),
  getBlogs: async () => ({}),
  // An article's address is taken once.
  postBlogs: async (f) => ({ cookie: f.admin.cookie, body: { slug: `post-${++unique}` } }),
  putBlogsId: async (f) => ({
    cookie: f.admin.cookie,
    params: { id: await f.blog() },
    body: { slug: `post-${++unique}` },
  }),
  deleteBlogsId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.blog() } }),
  getReviews: async () => ({}),
  postReviews: async (f) => ({ cookie: f.admin.cookie }),
  putReviewsId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.review() } }),
  deleteReviewsId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.review() } }),
  getReviewVideos: async () => ({}),
  postReviewVideos: async (f) => ({ cookie: f.admin.cookie }),
  putReviewVideosId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.video() } }),
  deleteReviewVideosId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.video() } }),
  getTeam: async () => ({}),
  postTeam: async (f) => ({ cookie: f.admin.cookie }),
  putTeamId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.member() } }),
  deleteTeamId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.member() } }),
  getClientLogos: async () => ({}),
  postClientLogos: async (f) => ({ cookie: f.admin.cookie }),
  putClientLogosId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.logo() } }),
  deleteClientLogosId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.logo() } }),
  postClientLogosIdMove: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.logo() } }),
  postMedia: async (f) => ({ cookie: f.admin.cookie }),
  postMarkdownPreview: async (f) => ({ cookie: f.admin.cookie }),
  getActivity: async (f) => ({ cookie: f.admin.cookie }),
  postContact: async () => ({}),
  getContactMessages: async (f) => ({ cookie: f.admin.cookie }),
  patchContactMessagesIdRead: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.message() } }),
  deleteContactMessagesId: async (f) => ({ cookie: f.admin.cookie, params: { id: await f.message() } }),
  postPasswordResetCheck: async () => ({}),
  getDemoContent: async (f) => ({ cookie: f.admin.cookie }),
  deleteDemoContent: async (f) => ({ cookie: f.admin.cookie }),
  // No mail transport in this app: the dashboard is told what to set up.
  postMailTest: async (f) => ({ cookie: f.admin.cookie, status: 409 }),
  getSettings: async (f) => ({ cookie: f.admin.cookie }),
  putSettings: async (f) => ({ cookie: f.admin.cookie, body: { version: await f.settingsVersion() } }),
  postAuthSignUpEmail: async () => ({ body: { email: newAccount().email } }),
  postAuthSignInEmail: async (f) => ({ body: { email: f.user.email, password: f.user.password } }),
  postAuthSignOut: async (f) => ({ cookie: (await f.fresh()).cookie }),
  getAuthGetSession: async (f) => ({ cookie: f.user.cookie }),
  postAuthUpdateUser: async (f) => ({ cookie: f.spare.cookie }),
  postAuthChangePassword: async (f) => {
    const account = await f.fresh();
    return { cookie: account.cookie, body: { currentPassword: account.password } };
  },
  // "Forgot password?" is off in this app (no mailer): Better Auth says so.
  postAuthRequestPasswordReset: async () => ({ status: 400 }),
  // No such reset link.
  postAuthResetPassword: async () => ({ status: 400 }),
  // Google sign-in is not set up in this app (tests/api/auth-endpoints.test.ts signs in with a local provider).
  postAuthSignInSocial: async () => ({ status: 404 }),
  getAuthCallbackGoogle: async () => ({ query: { state: "x", code: "y" }, status: 302 }),
  getAuthVerifyEmail: async () => ({ query: { token: "x" }, status: 302 }),
  getAuthError: async () => ({ query: { error: "access_denied" } }),
  // Two-step sign-in (tests/api/two-factor.test.ts runs it through with real codes).
  // Set up again and again, never confirmed: two-step sign-in stays off.
  postAuthTwoFactorEnable: async (f) => ({ cookie: f.spare.cookie, body: { password: f.spare.password } }),
  // No sign-in waiting for its second step: refused as the document says.
  postAuthTwoFactorVerifyTotp: async () => ({ status: 401 }),
  postAuthTwoFactorVerifyBackupCode: async () => ({ status: 401 }),
  // Two-step sign-in is not on for this account: there is no code to check.
  postAuthTwoFactorDisable: async (f) => {
    const account = await f.fresh();
    return { cookie: account.cookie, body: { password: account.password }, status: 400 };
  },
};

const LONG = "x".repeat(70_000);

/** The request of `input`; its body a multipart form when the operation takes one (objects as JSON parts), else JSON. */
async function requestFor(method: string, path: string, input: Input, form = false): Promise<[string, RequestInit]> {
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
  } else if (input.body !== undefined && form) {
    const parts = new FormData();
    for (const [name, value] of Object.entries(input.body as Json)) {
      if (value instanceof File || value === FILE) parts.set(name, value === FILE ? await pngFile() : value);
      else parts.set(name, typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));
    }
    body = parts;
  } else if (input.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(input.body);
  }
  return [url, { method: method.toUpperCase(), headers, body }];
}

describe.each(testDatabaseKinds)("every /api operation answers only what the OpenAPI document says, on %s", (kind) => {
  let test: TestDatabase;
  let app: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: Json };
  let fixtures: Fixtures;
  let values: ReturnType<typeof schemaValues>;
  const validators = new Map<object, ValidateFunction>();
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    // Many valid contact messages from one address: no hourly limit in the way.
    app = await createTestApp(test.db, { contact: { rateLimit: 1000 } });
    doc = (await (await app.request("/api/openapi.json")).json()) as typeof doc;
    values = schemaValues(doc.components);
    const admin = await signUpAdmin(app);
    const user = await signUp(app);
    const spare = await signUp(app);
    /** Adds an item through the API as the admin; its id. */
    const created = async (path: string, body: Json, form = false) => {
      const res = await app.request(...(await requestFor("post", path, { cookie: admin.cookie, body }, form)));
      return ((await res.json()) as { insertedId: string }).insertedId;
    };
    fixtures = {
      admin,
      user,
      spare,
      fresh: () => signUp(app),
      freshAdmin: async () => {
        const other = await signUp(app);
        await app.services.users.setRoleByEmail(other.email, "admin");
        return other.id;
      },
      blog: () => created("/api/blogs", blog),
      review: () => created("/api/reviews", review),
      video: () => created("/api/review-videos", video),
      member: () => created("/api/team", { ...member, image: FILE }, true),
      logo: () => created("/api/client-logos", { name: "Acme", image: FILE }, true),
      message: async () => {
        await storeContactMessages(test.db, 1);
        const inbox = await app.request("/api/contact-messages", { headers: { cookie: admin.cookie } });
        return ((await inbox.json()) as Array<{ _id: string }>)[0]!._id;
      },
      settingsVersion: async () => (await app.services.settings.current()).version,
    };
  });
  afterAll(() => test.drop());

  const schemaCheck = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: doc.components });
      validators.set(schema, validate);
    }
    return validate;
  };

  /**
   * Sends `input` and checks the answer against the document; returns the status. Every check here
   * and of a status is soft: a run lists every answer that breaks the document, not just the first.
   */
  async function sendAndCheck(path: string, method: string, op: Operation, label: string, input: Input) {
    const form = Boolean(op.requestBody?.content["multipart/form-data"]);
    const res = await app.request(...(await requestFor(method, path, input, form)));
    const where = `${method.toUpperCase()} ${path} (${label}) answered ${res.status}`;
    const described = op.responses[String(res.status)];
    const text = await res.text();
    const type = res.headers.get("content-type")?.split(";")[0]?.trim();
    const media = described?.content?.[type ?? ""];
    if (!described)
      expect.soft(described, `${where}, a status the document does not describe: ${text.slice(0, 200)}`).toBeDefined();
    else if (!described.content) expect.soft(text, `${where}: a body where the document describes none`).toBe("");
    else if (!media)
      expect.soft(media, `${where} with ${type}, a content type the document does not describe`).toBeDefined();
    else if (type === "application/json" && media.schema) {
      const validate = schemaCheck(media.schema);
      const ok = validate(JSON.parse(text));
      expect.soft(ok, `${where}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`).toBe(true);
    }
    return res.status;
  }

  /** What the document says an operation takes: its query parameters, its path parameters and its body. */
  function takes(op: Operation) {
    const params = op.parameters ?? [];
    const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
    return {
      query: params.filter((p) => p.in === "query"),
      path: params.filter((p) => p.in === "path"),
      body: type && media?.schema ? { type, schema: media.schema, required: op.requestBody?.required } : undefined,
      form: type === "multipart/form-data",
    };
  }

  /**
   * A request the document allows, made from it — every field (`full`) or the required ones, each
   * string the probe's text where its schema allows it — with the fixture's state laid over it.
   */
  function allowed(op: Operation, fixture: Fixture, full: boolean, probe?: Probe): Input {
    const { query, body } = takes(op);
    const made: Record<string, string> = {};
    for (const param of query)
      if (full || param.required) made[param.name] = String(values.valid(param.schema, full, probe));
    const request: Input = { cookie: fixture.cookie, params: fixture.params, query: { ...made, ...fixture.query } };
    if (body) request.body = { ...(values.valid(body.schema, full, probe) as Json), ...fixture.body };
    return request;
  }

  /** Requests the document forbids, each breaking one thing it says of the query, the path or the body. */
  function forbiddenInputs(op: Operation, valid: Input): Array<[string, Input, number]> {
    const { query, path, body, form } = takes(op);
    const variants: Array<[string, Input, number]> = [];
    for (const param of query) {
      const value = valid.query?.[param.name];
      if (param.required) {
        const { [param.name]: _left, ...rest } = valid.query ?? {};
        variants.push([`query ${param.name} left out`, { ...valid, query: rest }, 400]);
      }
      if (typeof value !== "string") continue;
      variants.push([
        `query ${param.name} given twice`,
        { ...valid, query: { ...valid.query, [param.name]: [value, value] } },
        400,
      ]);
      const typed = values.valid(param.schema, true);
      for (const [label, bad] of values.forbidden(param.schema, typed, "text", param.name)) {
        expect(values.allows(param.schema, bad), `the document forbids ${label}`).toBe(false);
        variants.push([`query ${label}`, { ...valid, query: { ...valid.query, [param.name]: String(bad) } }, 400]);
      }
    }
    for (const param of path)
      for (const [label, bad] of values.forbidden(param.schema, values.valid(param.schema, true), "text", param.name))
        if (String(bad) !== "") {
          expect(values.allows(param.schema, bad), `the document forbids ${label}`).toBe(false);
          const params = { ...valid.params, [param.name]: encodeURIComponent(String(bad)) };
          variants.push([`path ${label}`, { ...valid, params }, 404]);
        }
    if (body) {
      if (body.required) variants.push(["no body", { ...valid, body: undefined }, 400]);
      for (const [label, bad] of values.forbidden(body.schema, valid.body, form ? "text" : "json", "body")) {
        // A form's fields are named parts: it has no other shape to break.
        if (form && (typeof bad !== "object" || bad === null || Array.isArray(bad))) continue;
        expect(values.allows(body.schema, bad), `the document forbids ${label}`).toBe(false);
        variants.push([label, { ...valid, body: bad }, 400]);
      }
    }
    return variants;
  }

  /** Requests refused whatever their fields: no session, the wrong role, another origin, bodies that are not the type's. */
  function refusedInputs(op: Operation, method: string, valid: Input, f: Fixtures): Array<[string, Input]> {
    const variants: Array<[string, Input]> = [];
    if (op["x-access"] !== "public") variants.push(["no session", { ...valid, cookie: undefined }]);
    if (op["x-access"] === "admin")
      variants.push(["a signed-in user who is not an admin", { ...valid, cookie: f.user.cookie }]);
    if (method !== "get") variants.push(["a write from another origin", { ...valid, noOrigin: true }]);
    const { body } = takes(op);
    if (body) {
      const { type } = body;
      const raw = (label: string, data: string, as = type) =>
        variants.push([label, { ...valid, body: undefined, raw: { type: as, data } }]);
      raw("an empty body", "");
      raw("a body of another content type", "hello", "text/plain");
      raw("a malformed body", '{"a":', type === "application/json" ? type : `${type}; boundary=x`);
      raw("a body over the size limit", LONG);
    }
    return variants;
  }

  it("has a fixture for every operation it describes", () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.filter((id) => !FIXTURES[id])).toEqual([]);
    expect(Object.keys(FIXTURES).filter((id) => !ids.includes(id))).toEqual([]);
  });

  /** Sends `op` the requests its document allows and those it forbids, and checks every answer. */
  async function checkOperation(path: string, method: string, op: Operation) {
    const name = `${method.toUpperCase()} ${path}`;
    const fixture = FIXTURES[op.operationId]!;
    // Allowed: the required fields only, every field, and every field with each probe where the
    // document allows it in a field the fixture leaves to it.
    const state = await fixture(fixtures);
    const full = allowed(op, state, true);
    const requests: Array<[string, (f: Fixture) => Input]> = [
      ["the required fields", (f) => allowed(op, f, false)],
      ["every field", (f) => allowed(op, f, true)],
      ...PROBES.filter((probe) => JSON.stringify(allowed(op, state, true, probe)) !== JSON.stringify(full)).map(
        (probe): [string, (f: Fixture) => Input] => [probe[0], (f) => allowed(op, f, true, probe)],
      ),
    ];
    const { body } = takes(op);
    for (const [label, request] of requests) {
      const { status = 200, ...fresh } = await fixture(fixtures);
      const input = request(fresh);
      if (body) expect(values.allows(body.schema, input.body), `${name} (${label}): the document allows it`).toBe(true);
      expect.soft(await sendAndCheck(path, method, op, label, input), `${name} (${label})`).toBe(status);
      // A public call made with a session is made without one too (get-session then answers null).
      if (op["x-access"] === "public" && input.cookie)
        await sendAndCheck(path, method, op, `${label}, anonymous`, { ...input, cookie: undefined });
    }
    for (const [label, input, status] of forbiddenInputs(op, full))
      expect.soft(await sendAndCheck(path, method, op, label, input), `${name} (${label})`).toBe(status);
    for (const [label, input] of refusedInputs(op, method, full, fixtures)) {
      const answered = await sendAndCheck(path, method, op, label, input);
      expect.soft(answered, `${name} (${label})`).toBeGreaterThanOrEqual(300);
      expect.soft(answered, `${name} (${label})`).toBeLessThan(500);
    }
  }

  it("answers every request the document allows with its success, and every one it forbids with a described 4xx", async () => {
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        // One operation's failure (a schema the requests cannot be made from) does not hide the others'.
        await checkOperation(path, method, op).catch((error: unknown) =>
          expect.soft(error, `${method.toUpperCase()} ${path}`).toBeUndefined(),
        );
  }, 300_000);
});
