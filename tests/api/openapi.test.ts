import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ROUTES_IN_USE } from "#server/auth/index";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

type Json = Record<string, unknown>;
const METHODS = ["get", "post", "put", "patch", "delete"];

describe("GET /api/openapi.json", () => {
  let test: TestDatabase;
  let app: TestApp;
  let doc: Json;
  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
    app = await createTestApp(test.db);
    const res = await app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    doc = (await res.json()) as Json;
  });
  afterAll(() => test.drop());

  const operations = () =>
    Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );

  it("describes every /api route the server registers, Better Auth's endpoints in use too, and nothing else", () => {
    const described = new Set(
      operations().map(({ path, method }) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    // Hono's table: `use` middleware and the catch-all 404 are registered as ALL; they are not routes.
    const registered = new Set(
      app.routes.filter((r) => r.path.startsWith("/api") && r.method !== "ALL").map((r) => `${r.method} ${r.path}`),
    );
    expect(registered.size).toBeGreaterThan(20);
    // Better Auth's endpoints are routes of their own: exactly the ones in use, no catch-all.
    const auth = [...registered].filter((r) => r.includes(" /api/auth/"));
    expect(auth.sort()).toEqual([...AUTH_ROUTES_IN_USE].map((route) => route.replace(" ", " /api/auth")).sort());
    const undescribed = [...registered].filter((route) => !described.has(route));
    expect(undescribed).toEqual([]);
    // And nothing is described that the server does not answer.
    const phantom = [...described].filter((route) => !registered.has(route));
    expect(phantom).toEqual([]);
  });

  it("is a structurally valid OpenAPI 3.1 document: every operation has responses, every $ref resolves", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect((doc.info as Json).title).toEqual(expect.any(String));
    expect((doc.info as Json).version).toEqual(expect.any(String));
    for (const path of Object.keys(doc.paths as Json)) expect(path).toMatch(/^\/api\//);
    for (const { path, method, op } of operations()) {
      expect(METHODS, `${method} ${path}`).toContain(method);
      const responses = op.responses as Record<string, Json>;
      expect(Object.keys(responses).length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(responses)) {
        expect(status).toMatch(/^[1-5]\d\d$/);
        expect(response.description, `${method} ${path} ${status}`).toEqual(expect.any(String));
      }
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = ((op.parameters ?? []) as Json[]).filter((p) => p.in === "path").map((p) => p.name);
      expect(declared, `${method} ${path}`).toEqual(pathParams);
      expect(["public", "signed-in", "admin"]).toContain(op["x-access"]);
    }
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);

    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        for (const [key, value] of Object.entries(node)) {
          if (key === "$ref" && typeof value === "string") refs.push(value);
          else walk(value);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\//);
      const target = ref
        .slice(2)
        .split("/")
        .reduce<unknown>(
          (node, part) => (node as Json | undefined)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")],
          doc,
        );
      expect(target, ref).toBeTypeOf("object");
    }
    const schemes = ((doc.components as Json).securitySchemes ?? {}) as Json;
    for (const { op } of operations())
      for (const requirement of (op.security ?? []) as Json[])
        for (const name of Object.keys(requirement)) expect(schemes).toHaveProperty(name);
  });

  it("carries the request schemas the routes validate with, auth requirements and error bodies", () => {
    const paths = doc.paths as Record<string, Record<string, Json>>;
    const contact = paths["/api/contact"]!.post!;
    const body = ((contact.requestBody as Json).content as Record<string, Json>)["application/json"]!.schema as Json;
    expect(body.required).toEqual(expect.arrayContaining(["name", "email", "message"]));
    expect((body.properties as Record<string, Json>).message!.maxLength).toBe(5000);
    expect(Object.keys(contact.responses as Json)).toEqual(expect.arrayContaining(["200", "400", "429", "503"]));
    // The browser's id for a submission it may send twice (docs/decisions/0031).
    expect((body.properties as Record<string, Json>).submissionId!.pattern).toBeTypeOf("string");

    const createBlog = paths["/api/blogs"]!.post!;
    expect(createBlog["x-access"]).toBe("admin");
    expect(createBlog.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(createBlog.responses as Json)).toEqual(expect.arrayContaining(["200", "400", "401", "403"]));
    expect(paths["/api/blogs"]!.get!.security).toEqual([]);
    const limit = (paths["/api/blogs"]!.get!.parameters as Json[]).find((p) => p.name === "limit")!;
    expect(limit).toMatchObject({ in: "query", required: false, schema: { maximum: 100 } });
    const team = ((paths["/api/team"]!.post!.requestBody as Json).content as Json)["multipart/form-data"];
    expect(team).toBeDefined();

    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    expect(schemas.ValidationError!.required).toEqual(["error", "fields"]);
    expect(Object.keys(schemas.Blog!.properties as Json)).toEqual([
      "_id",
      "title",
      "description",
      "image",
      "tag",
      "link",
      "email",
      "createdAt",
      "slug",
      "hasArticle",
      "updatedAt",
      // Beyond the spec (issue 26): the post's texts in Bangla.
      "bn",
    ]);
  });
});
