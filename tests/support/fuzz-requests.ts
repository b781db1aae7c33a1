import { Agent, request as httpRequest } from "node:http";

/**
 * Generated odd requests for the fuzz test (tests/e2e/fuzz.spec.ts): broken multipart bodies,
 * wrong or missing content types, truncated and huge bodies, non-UTF-8 bytes, duplicated fields,
 * odd methods, origins, cookies, paths and query strings. Every case is made from its own seed
 * (the run's seed, its target and its number), so one case can be made again on its own.
 */

/** mulberry32: small, fast and the same everywhere for the same seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** The seed of one case: FNV-1a over the run's seed, the target's name and the case's number. */
export function caseSeed(seed: number, target: string, index: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed}|${target}|${index}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

export interface FuzzRequest {
  method: string;
  /** Path and query as sent, byte for byte: bytes above 0x7f are written as latin1 characters (see `bytes`). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Leave out Content-Length: the body goes chunked. */
  chunked?: boolean;
  /** What was odd about it, for the failure report. */
  notes: string[];
}

/** A string's UTF-8 bytes as a latin1 string: how node:http writes raw bytes into a path or header. */
export const bytes = (text: string) => Buffer.from(text, "utf8").toString("latin1");

/** Percent-escapes every UTF-8 byte but letters and digits (a lone surrogate too, as U+FFFD's bytes). */
const percent = (text: string) =>
  Array.from(Buffer.from(text, "utf8"), (b) =>
    /[A-Za-z0-9]/.test(String.fromCharCode(b))
      ? String.fromCharCode(b)
      : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
  ).join("");

const NON_LATIN = [
  "ড",
  "বাংলা লেখা",
  "ঢাকা উত্তরা",
  "日本語",
  "Ελληνικά",
  "עברית",
  "😀👍🏽",
  "e\u0301",
  "\u202eevil",
  "ﬁ",
  "İı",
];
const ODD_TEXT = [
  "",
  " ",
  "\t",
  "café",
  "Ünïcödé",
  "\u0000",
  "\u0000abc",
  "\r\n",
  "\n\nX-Injected: 1",
  "\uFFFD",
  "\uD800",
  "\uDFFF",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "%",
  "%E0%A6",
  "%%32%65",
  "%00",
  "+",
  "&",
  "=",
  "a=b&c=d",
  "../../etc/passwd",
  "//evil.example",
  "/.//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "data:text/html,hi",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e400",
  "0x1f",
  "9".repeat(40),
  "true",
  "__proto__",
  "constructor",
  "[object Object]",
  "{}",
  "[]",
  '{"a":1}',
  ...NON_LATIN,
];

/** Odd text: a known troublemaker, random code points (any plane, control characters included), or a long run. */
export function oddText(r: Random): string {
  const kind = r.int(0, 9);
  if (kind <= 4) return r.pick(ODD_TEXT);
  if (kind <= 7) {
    let text = "";
    for (let i = r.int(1, 40); i > 0; i--)
      text += String.fromCodePoint(
        r.pick([r.int(0, 0x1f), r.int(0x20, 0x7e), r.int(0x80, 0x2fff), r.int(0x980, 0x9ff), r.int(0x1f300, 0x1faff)]),
      );
    return text;
  }
  return r.pick(["a", "ড", "é", "<", "%"]).repeat(r.pick([300, 2_049, 10_000, 70_000]));
}

/** Any JSON value, odd ones more often than not. */
export function oddJson(r: Random, depth = 0): unknown {
  switch (r.int(0, depth > 2 ? 7 : 10)) {
    case 0:
      return null;
    case 1:
      return r.pick([true, false]);
    case 2:
      return r.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -0]);
    case 3:
    case 4:
    case 5:
    case 6:
    case 7:
      return oddText(r);
    case 8:
      return Array.from({ length: r.int(0, 4) }, () => oddJson(r, depth + 1));
    case 9:
      return Object.fromEntries(
        Array.from({ length: r.int(0, 4) }, () => [
          r.pick(["a", "__proto__", "constructor", "role", "id", oddText(r)]),
          oddJson(r, depth + 1),
        ]),
      );
    default:
      return { __proto__: { role: "admin", isAdmin: true } };
  }
}

/** Values for fields of these names, often ones the site's rules accept, so that cases get past validation too. */
const PLAUSIBLE: Record<string, (r: Random) => unknown> = {
  // Mostly addresses the rules refuse: with a well-formed one, signing in costs the server a password hash (scrypt).
  email: (r) =>
    r.chance(0.25)
      ? r.pick(["fuzz.user@example.com", `fuzz.${r.int(1, 1e9)}@example.com`, "FUZZ.User@Example.com "])
      : r.pick(["fuzz.user", "fuzz@", "@example.com", "fuzz user@example.com", "fuzz@@example.com"]),
  // Mostly passwords the rules refuse: a well-formed one costs the server a password hash (scrypt).
  password: (r) =>
    r.chance(0.2)
      ? r.pick(["Fuzz1234", "Wrong1234"])
      : r.pick(["short", "alllowercase1", "NoDigitsHere", "Toolong123456789012345"]),
  currentPassword: (r) => (r.chance(0.2) ? "Wrong1234" : ""),
  newPassword: (r) => (r.chance(0.2) ? "Fuzz5678" : "weak"),
  name: () => "Fuzz Tester",
  title: () => "Fuzz title",
  description: () => "A description written by the fuzz test.",
  message: () => "Hello, this message comes from the fuzz test.",
  website: () => "",
  image: (r) => r.pick(["/images/placeholder-avatar.svg", "https://example.com/a.png"]),
  photoURL: (r) => r.pick(["/images/placeholder-avatar.svg", "https://example.com/a.png"]),
  logo: () => "/images/placeholder-avatar.svg",
  link: (r) => r.pick(["", "https://example.com/post"]),
  videoUrl: (r) => r.pick(["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ"]),
  facebook: () => "https://facebook.com/fuzz",
  github: () => "https://github.com/fuzz",
  linkedin: () => "https://linkedin.com/in/fuzz",
  provider: () => "google",
  callbackURL: () => "/auth/google/done",
  errorCallbackURL: () => "/auth/google/done?error=1",
  markdown: (r) =>
    r.pick([
      "# Title\n\nSome *text* and [a link](https://example.com).",
      "<script>alert(1)</script>",
      "[x](javascript:alert(1))",
    ]),
  version: (r) => r.int(0, 3),
  token: (r) => r.pick(["abc", "x".repeat(32)]),
  slug: () => "",
  body: () => "",
};

/** As much of a JSON Schema (a request body in GET /api/openapi.json) as it takes to make objects of its shape. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

function plausible(r: Random, name: string, schema: JsonSchema): unknown {
  if (PLAUSIBLE[name]) return PLAUSIBLE[name](r);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return r.pick(schema.enum);
  if (schema.anyOf) return plausible(r, name, r.pick(schema.anyOf));
  switch (schema.type) {
    case "number":
    case "integer":
      return r.int(schema.minimum ?? 0, Math.min(schema.maximum ?? 10, 1e6));
    case "boolean":
      return r.chance(0.5);
    case "array":
      return schema.items ? [plausible(r, name, schema.items)] : [];
    case "object":
      return objectOf(r, schema);
    default:
      return `Fuzz ${name}`.slice(0, schema.maxLength ?? 40);
  }
}

/** An object with the schema's fields: most plausible, some odd, some left out, some added. */
export function objectOf(r: Random, schema: JsonSchema): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (r.chance(0.08)) continue;
    value[name] = r.chance(0.75) ? plausible(r, name, field) : oddJson(r);
  }
  if (r.chance(0.1)) value[r.pick(["role", "id", "_id", "email", "__proto__", oddText(r)])] = oddJson(r);
  return value;
}

/** Text fields as a page form would send them (the same names), plausible or odd. */
export function formFields(r: Random, names: readonly string[]): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (const name of names) {
    if (r.chance(0.08)) continue;
    const value = r.chance(0.7) ? String(plausible(r, name, {})) : oddText(r);
    fields.push([name, value]);
    if (r.chance(0.05)) fields.push([name, oddText(r)]); // the same field twice
  }
  if (r.chance(0.1)) fields.push([oddText(r), oddText(r)]);
  return fields;
}

/** A 1×1 PNG: a picture the image processing accepts. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A file part's contents: a real picture, or something that only claims to be one. */
function fileContents(r: Random): { data: Buffer; type: string; note: string } {
  switch (r.int(0, 7)) {
    case 0:
    case 1:
      return { data: TINY_PNG, type: "image/png", note: "a 1×1 PNG" };
    case 2:
      return { data: TINY_PNG.subarray(0, r.int(1, TINY_PNG.length - 1)), type: "image/png", note: "a truncated PNG" };
    case 3:
      return {
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        type: "image/svg+xml",
        note: "an SVG with a script",
      };
    case 4:
      return { data: Buffer.alloc(0), type: "image/jpeg", note: "an empty file" };
    case 5:
      return {
        data: randomBytes(r, r.int(1, 4096)),
        type: r.pick(["image/jpeg", "application/octet-stream", ""]),
        note: "random bytes",
      };
    case 6:
      return {
        data: Buffer.concat([TINY_PNG.subarray(0, 16), randomBytes(r, 64)]),
        type: "image/png",
        note: "a PNG header then noise",
      };
    default:
      return { data: Buffer.from("GIF89a"), type: "image/gif", note: "a GIF header only" };
  }
}

function randomBytes(r: Random, length: number): Buffer {
  const data = Buffer.alloc(length);
  for (let i = 0; i < length; i++) data[i] = r.int(0, 255);
  return data;
}

/** Turns some of a body's bytes into ones that are not UTF-8. */
function notUtf8(r: Random, body: Buffer): Buffer {
  const copy = Buffer.from(body);
  for (let i = r.int(1, 4); i > 0 && copy.length > 0; i--)
    copy[r.int(0, copy.length - 1)] = r.pick([0xff, 0xfe, 0xc3, 0xe0, 0x80, 0x00]);
  return copy;
}

type Part = { name: string; value: string } | { name: string; file: { data: Buffer; type: string; filename: string } };

/** A multipart body, often broken: wrong or missing boundaries, bare LF, no closing line, bad part headers. */
function multipart(r: Random, parts: Part[], notes: string[]): { type: string; body: Buffer } {
  const boundary = bytes(r.pick(["----fuzz" + r.int(0, 1e9), "x", "a".repeat(70), "----ড", "with space", 'quote"d']));
  const eol = r.chance(0.1) ? (notes.push("LF line ends"), "\n") : "\r\n";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = r.chance(0.05)
      ? (notes.push("odd Content-Disposition"),
        r.pick(["form-data", "attachment; name=x", `form-data; name=${bytes(oddText(r))}`, ""]))
      : `form-data; name="${part.name}"${"file" in part ? `; filename="${part.file.filename}"` : ""}`;
    const type = "file" in part ? `${eol}Content-Type: ${part.file.type}` : "";
    chunks.push(
      Buffer.from(`--${boundary}${eol}Content-Disposition: ${disposition}${type}${eol}${eol}`, "latin1"),
      "file" in part ? part.file.data : Buffer.from(part.value, "utf8"),
      Buffer.from(eol),
    );
  }
  if (r.chance(0.85)) chunks.push(Buffer.from(`--${boundary}--${eol}`, "latin1"));
  else notes.push("no closing boundary");
  const body = Buffer.concat(chunks);
  switch (r.int(0, 9)) {
    case 0:
      notes.push("boundary differs from the header's");
      return { type: `multipart/form-data; boundary=other${boundary}`, body };
    case 1:
      notes.push("no boundary parameter");
      return { type: "multipart/form-data", body };
    case 2:
      notes.push("empty boundary parameter");
      return { type: "multipart/form-data; boundary=", body };
    case 3:
      notes.push("truncated body");
      return { type: `multipart/form-data; boundary=${boundary}`, body: body.subarray(0, r.int(0, body.length)) };
    default:
      return {
        type: `multipart/form-data; boundary=${boundary.includes(" ") || boundary.includes('"') ? JSON.stringify(boundary) : boundary}`,
        body,
      };
  }
}

/** A body for these fields in one of the ways a client may send it (or get wrong). */
export function encodedBody(
  r: Random,
  fields: Array<[string, string]>,
  json: unknown,
  preferred: "form" | "json" | "multipart",
  files: Part[],
  notes: string[],
): { type: string | undefined; body: Buffer } {
  const form = () => Buffer.from(new URLSearchParams(fields).toString());
  const asJson = () => Buffer.from(JSON.stringify(json) ?? "null");
  const way = r.chance(0.55)
    ? preferred
    : r.pick([
        "form",
        "json",
        "multipart",
        "raw form",
        "broken json",
        "nested json",
        "plain",
        "none",
        "non-utf8",
        "huge",
      ] as const);
  if (way !== preferred) notes.push(`sent as ${way}`);
  switch (way) {
    case "form":
      return {
        type: r.pick([
          "application/x-www-form-urlencoded",
          "application/x-www-form-urlencoded; charset=UTF-8",
          "Application/X-WWW-Form-Urlencoded",
          "application/x-www-form-urlencoded; charset=shift_jis",
        ]),
        body: form(),
      };
    case "json":
      return {
        type: r.pick([
          "application/json",
          "application/json; charset=utf-8",
          "APPLICATION/JSON",
          "application/json; charset=latin1",
          "application/vnd.api+json",
        ]),
        body: asJson(),
      };
    case "multipart":
      return multipart(r, [...fields.map(([name, value]) => ({ name, value })), ...files], notes);
    case "raw form":
      return {
        type: "application/x-www-form-urlencoded",
        body: Buffer.from(
          fields.map(([k, v]) => `${bytes(k)}=${bytes(v)}`).join(r.pick(["&", ";", "&&", "\n"])) +
            r.pick(["", "&", "%", "%E0%A6", "=&="]),
          "latin1",
        ),
      };
    case "broken json": {
      const text = asJson();
      return {
        type: "application/json",
        body: r.chance(0.5)
          ? text.subarray(0, r.int(0, Math.max(0, text.length - 1)))
          : Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), text]),
      };
    }
    case "nested json":
      return {
        type: "application/json",
        body: Buffer.from("[".repeat(r.pick([100, 5_000, 30_000])) + "]".repeat(r.chance(0.5) ? 0 : 100)),
      };
    case "plain":
      return {
        type: r.pick([
          "text/plain",
          "text/html",
          "application/xml",
          "image/png",
          "a/b; c",
          "multipart/mixed; boundary=x",
          ";;;",
          bytes("ড/ড"),
        ]),
        body: r.chance(0.5) ? form() : asJson(),
      };
    case "none":
      return { type: undefined, body: r.chance(0.5) ? form() : asJson() };
    case "non-utf8": {
      const made = r.chance(0.5)
        ? { type: "application/x-www-form-urlencoded", body: form() }
        : { type: "application/json", body: asJson() };
      return { type: made.type, body: notUtf8(r, made.body) };
    }
    case "huge":
      return {
        type: r.pick(["application/x-www-form-urlencoded", "application/json"]),
        body: Buffer.concat([form(), Buffer.from(`&pad=${"x".repeat(r.pick([60_000, 66_000, 200_000]))}`)]),
      };
  }
}

/** A file part for the upload endpoints. */
export function filePart(r: Random, name: string, notes: string[]): Part {
  const file = fileContents(r);
  notes.push(`file: ${file.note}`);
  return {
    name,
    file: {
      data: file.data,
      type: file.type,
      filename: r.pick(["photo.png", "", "../../x.png", bytes("ছবি.jpg"), 'a".png']),
    },
  };
}

/** Text as raw bytes in a query: only what a request line cannot carry (controls, space) or would end the query (#) becomes "+". */
const rawInQuery = (text: string) => Array.from(bytes(text), (c) => (c <= " " || c === "#" ? "+" : c)).join("");

/**
 * A path as a query value (a return path): in letters beyond Latin-1, raw or percent-escaped,
 * with a query and fragment of its own, or one that tries to leave the site.
 */
export function oddPath(r: Random): string {
  if (r.chance(0.25))
    return r.pick([
      "%2F%2Fevil.example",
      "/%2e//evil.example",
      "/.//evil.example",
      "/%5Cevil.example",
      "https:%2F%2Fevil.example",
      "/%0d%0aSet-Cookie:x=1",
      "/%00",
      "/blogs%3Fpage%3D2%23top",
    ]);
  const path = `/${r.pick(NON_LATIN)}${r.pick(["", "/café", `?q=${r.pick(NON_LATIN)}`, `#${r.pick(NON_LATIN)}`])}`;
  return Array.from(path, (c) => (c === " " ? "+" : r.chance(0.5) ? bytes(c) : percent(c))).join("");
}

/** Query strings that are odd in themselves, or give the page's own parameters odd values. */
export function oddQuery(r: Random, names: readonly string[]): string {
  if (r.chance(0.4)) return "";
  const params: string[] = [];
  for (let i = r.int(1, 3); i > 0; i--) {
    const name =
      r.chance(0.7) && names.length
        ? r.pick(names)
        : r.pick(["_routes", "index", "_data", "x", oddText(r).slice(0, 100)]);
    const value = r.pick([
      () => percent(oddText(r).slice(0, 1000)),
      () => rawInQuery(oddText(r).slice(0, 1000)),
      () => oddPath(r),
      () => r.pick(["%", "%E0%A6", "%FF%FE", "%C0%AF", "-1", "0", "1e9", "999999999999999999999", "NaN", "1.5", ""]),
    ])();
    params.push(`${rawInQuery(name).replace(/[&=]/g, "+")}=${value}`);
  }
  if (r.chance(0.1)) params.push(r.pick(["&&", "=", "==", "a", "%"]));
  return `?${params.join("&")}`;
}

/** Headers around a case: its origin (usually the site's), cookie, client address and odd extras. */
export function fuzzHeaders(
  r: Random,
  { origin, cookie }: { origin: string; cookie: string },
  notes: string[],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const originKind = r.int(0, 19);
  if (originKind <= 14) headers.origin = origin;
  else if (originKind === 15) notes.push("no Origin");
  else {
    headers.origin = r.pick([
      "https://evil.example",
      "null",
      "http://[",
      "ftp://x",
      bytes("http://ঢাকা.example"),
      origin + "/",
      origin.toUpperCase(),
      "",
    ]);
    notes.push(`Origin ${headers.origin}`);
  }
  if (r.chance(0.1))
    headers.referer = r.pick([`${origin}/login`, "https://evil.example/", bytes("http://ঢাকা/"), "::"]);
  if (cookie) headers.cookie = cookie;
  if (r.chance(0.08)) {
    headers.cookie = r.pick([
      "better-auth.session_token=abc.def",
      "better-auth.session_token=",
      bytes("better-auth.session_token=ড"),
      "=;;=",
      `${cookie}; better-auth.session_token=forged`,
      "a".repeat(8000),
    ]);
    notes.push(`Cookie ${headers.cookie.slice(0, 60)}`);
  }
  headers["x-real-ip"] = r.chance(0.95)
    ? `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`
    : r.pick(["", "::1", "1.2.3.4, 5.6.7.8", bytes("ড"), "x".repeat(300)]);
  if (r.chance(0.05)) headers["accept-encoding"] = r.pick(["br;q=2", "*", "gzip;q=0, identity;q=0", "deflate"]);
  if (r.chance(0.05)) headers.accept = r.pick(["application/json", "text/x-component", "*/*;q=abc"]);
  if (r.chance(0.03)) {
    headers["content-encoding"] = r.pick(["gzip", "br", "x-unknown"]);
    notes.push(`Content-Encoding ${headers["content-encoding"]}`);
  }
  if (r.chance(0.03)) headers["if-none-match"] = r.pick(['"abc"', "*", "W/"]);
  return headers;
}

export interface FuzzAnswer {
  status: number;
  /** Set when no answer arrived (connection reset, timeout). */
  error?: string;
  /**
   * The server closed the connection before the whole body had gone out (on both tries): what it
   * may do with a body over its limit once it has answered 413 — @hono/node-server reads such a
   * body for 500 ms at most — while a client slowed by a busy machine is still sending.
   */
  closedWhileSending?: boolean;
}

/**
 * Sends one case on the keep-alive agent; never rejects. A case that got no answer is sent once
 * more on a new connection: a kept-alive one the server closed (idle) just as the case went out
 * is not the server's failure; a case that breaks the connection breaks the second one too.
 */
export async function send(baseUrl: string, agent: Agent, fuzz: FuzzRequest, timeoutMs = 60_000): Promise<FuzzAnswer> {
  const answer = await sendOnce(baseUrl, agent, fuzz, timeoutMs);
  if (!answer.error || answer.error.startsWith("not sent")) return answer;
  const again = await sendOnce(baseUrl, false, fuzz, timeoutMs);
  if (!again.error) return again;
  return {
    status: 0,
    error: `${answer.error}, then on a new connection: ${again.error}`,
    closedWhileSending: answer.closedWhileSending && again.closedWhileSending,
  };
}

function sendOnce(baseUrl: string, agent: Agent | false, fuzz: FuzzRequest, timeoutMs: number): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    let answered = false;
    const headers = {
      ...fuzz.headers,
      ...(fuzz.body && !fuzz.chunked ? { "content-length": String(fuzz.body.length) } : {}),
    };
    let req: ReturnType<typeof httpRequest>;
    try {
      // The path goes out byte for byte (a URL string would be parsed, re-encoded and lose its fragment).
      const { hostname, port } = new URL(baseUrl);
      req = httpRequest({ hostname, port, path: fuzz.path, method: fuzz.method, headers, agent, timeout: timeoutMs });
    } catch (error) {
      // node:http refuses to send it at all (the generator made an impossible request): not the server's doing.
      return resolve({ status: 0, error: `not sent: ${(error as Error).message}` });
    }
    req.on("response", (res) => {
      answered = true;
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
      res.on("error", () => resolve({ status: res.statusCode ?? 0 }));
    });
    let bodySent = false;
    req.on("finish", () => (bodySent = true));
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    // The server may close the connection once it has answered (an early 413): that is fine.
    req.on("error", (error) =>
      answered ? undefined : resolve({ status: 0, error: error.message, closedWhileSending: !bodySent }),
    );
    req.end(fuzz.body);
  });
}

/** A readable account of a case for the failure report. */
export function describeCase(fuzz: FuzzRequest): string {
  const body = fuzz.body
    ? JSON.stringify(fuzz.body.subarray(0, 300).toString("latin1")) +
      (fuzz.body.length > 300 ? ` … (${fuzz.body.length} bytes)` : "")
    : "(none)";
  return `${fuzz.method} ${JSON.stringify(fuzz.path)}\n    headers: ${JSON.stringify(fuzz.headers).slice(0, 400)}\n    body: ${body}\n    odd: ${fuzz.notes.join("; ") || "nothing"}`;
}
