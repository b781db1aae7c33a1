import { describe, expect, it } from "vitest";
import * as accounts from "./accounts";
import * as contact from "./contact";
import * as content from "./content";
import * as contentInput from "./content-input";
import * as listQuery from "./list-query";
import { defaultSiteSettings } from "./site-details";
import * as siteSettings from "./site-settings";
import type { z } from "./zod";

/**
 * Issue 21 item 9: one rule for every text field of every schema people fill in. The schemas are
 * found by walking what these modules export, so a new schema or field is checked without anyone
 * listing it; a new schema needs a valid sample below, or this test says so.
 */
const MODULES = { accounts, contact, content, contentInput, listQuery, siteSettings };

/**
 * Not text anyone is shown: secrets compared as they are typed, the honeypot (never stored), a role
 * the server ignores, and the contact form's submission id (letters, digits, - and _ only).
 */
const NOT_TEXT = new Set(["password", "currentPassword", "newPassword", "token", "website", "role", "submissionId"]);

/** The fields typed into a textarea: they take line breaks (stored as \n) and tabs. */
const MULTI_LINE = new Set([
  "blogInputSchema.description",
  "blogInputSchema.body",
  "markdownPreviewSchema.markdown",
  "reviewInputSchema.feedback",
  "contactMessageSchema.message",
  "siteSettingsSchema.blurb",
  "settingsUpdateSchema.blurb",
  // Their Bangla twins (issue 26).
  "blogInputSchema.bn.description",
  "blogInputSchema.bn.body",
  "reviewInputSchema.bn.feedback",
  "siteSettingsSchema.bn.blurb",
  "settingsUpdateSchema.bn.blurb",
]);

/** A field's name in MULTI_LINE: the schema's and the field's path. */
const fieldName = (name: string, path: ReadonlyArray<string | number>) => [name, ...path].join(".");

const settings = {
  ...defaultSiteSettings,
  whatsapp: "+880 1712-345678",
  coordinates: "23.8616, 90.4003",
  facebook: "https://facebook.com/skyline",
  linkedin: "https://linkedin.com/company/skyline",
  chatScriptUrl: "https://embed.chat.example/widget.js",
  bn: {
    blurb: "স্কাইলাইন আইটি",
    street: "বাড়ি ১২",
    area: "উত্তরা",
    city: "ঢাকা ১২৩০",
    country: "বাংলাদেশ",
    openingHours: "শনি থেকে বৃহস্পতি",
    figures: ["ক্লায়েন্ট", "পুরস্কার", "সন্তুষ্টি", "প্রজেক্ট"],
  },
};

/** A valid input of each exported object schema that has text fields, every text field filled. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  signUpSchema: {
    name: "Rina Rahman",
    photoURL: "/images/placeholder-avatar.svg",
    email: "rina@example.com",
    password: "Secret12",
  },
  signInSchema: { email: "rina@example.com", password: "Secret12" },
  twoFactorSetupSchema: { password: "Secret12" },
  twoFactorConfirmSchema: { code: "123456" },
  twoFactorDisableSchema: { password: "Secret12", code: "123456" },
  twoFactorSignInSchema: { code: "abcde-12345", trustDevice: "on" },
  profileUpdateSchema: { name: "Rina Rahman", photoURL: "/images/placeholder-avatar.svg" },
  profileFields: { name: "Rina Rahman", photoURL: "/images/placeholder-avatar.svg" },
  passwordResetRequestSchema: { email: "rina@example.com" },
  userRecordSchema: {
    name: "Rina Rahman",
    email: "rina@example.com",
    photoURL: "https://example.com/rina.png",
    role: "user",
  },
  roleQuerySchema: { email: "rina@example.com" },
  contactMessageSchema: {
    name: "Karim Uddin",
    email: "karim@client.example",
    message: "Please call me about a new website.",
    website: "",
  },
  blogInputSchema: {
    title: "Faster pages",
    description: "How we cut load times.",
    image: "/images/blogs/blog-1.svg",
    tag: "Performance",
    link: "https://example.com/post",
    body: "# Faster pages",
    slug: "faster-pages",
    bn: { title: "দ্রুত পেজ", description: "লোড টাইম", body: "# দ্রুত পেজ" },
  },
  markdownPreviewSchema: { markdown: "# Faster pages" },
  reviewInputSchema: {
    name: "Nadia",
    role: "CEO of Brand",
    image: "https://example.com/n.png",
    logo: "/images/logo.svg",
    feedback: "Great work.",
    bn: { role: "সিইও", feedback: "চমৎকার কাজ।" },
  },
  reviewVideoInputSchema: { title: "Client story", videoUrl: "https://youtu.be/abcdefghijk", bn: { title: "গল্প" } },
  teamMemberInputSchema: {
    name: "Rafi",
    position: "Developer",
    facebook: "https://facebook.com/rafi",
    github: "https://github.com/rafi",
    linkedin: "https://linkedin.com/in/rafi",
    bn: { position: "ডেভেলপার" },
  },
  clientLogoInputSchema: { name: "Padma Textiles" },
  pageQuerySchema: { q: "Padma" },
  limitOrPageQuerySchema: { q: "Padma" },
  // The dashboard's lists (their filters ignore a value that is not their own: only the search is text).
  searchedListSchema: { q: "Padma" },
  usersListSchema: { q: "Padma" },
  inboxFilterSchema: { q: "Padma" },
  inboxAddressSchema: { q: "Padma" },
  inboxListSchema: { q: "Padma" },
  activityFilterSchema: { q: "Padma" },
  activityListSchema: { q: "Padma" },
  siteSettingsSchema: settings,
  settingsUpdateSchema: { ...settings, version: 0 },
};

type Path = Array<string | number>;
interface TextAt {
  path: Path;
  field: z.ZodString;
}

/** The string fields a schema takes (through optional, default, pipes and arrays), with their paths. */
function textFields(schema: z.ZodType, path: Path = []): TextAt[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case "string":
      return [{ path, field: schema as z.ZodString }];
    case "object":
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        textFields(field, [...path, key]),
      );
    case "array":
      return textFields(def.element as z.ZodType, [...path, 0]);
    case "pipe":
      return textFields(def.in as z.ZodType, path);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
      return textFields(def.innerType as z.ZodType, path);
    default:
      return [];
  }
}

const objectSchemas = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(
      (entry): entry is [string, z.ZodObject] =>
        (entry[1] as { _zod?: { def?: { type?: string } } })?._zod?.def?.type === "object",
    )
    .map(([name, schema]) => {
      const fields = textFields(schema).filter(({ path }) => !NOT_TEXT.has(String(path.at(-1))));
      return { module, name, schema, fields, paths: fields.map(({ path }) => path) };
    }),
);
const checked = objectSchemas.filter((s) => s.paths.length > 0);

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], value);
/** A copy of `value` with the string at `path` changed by `change`. */
function withChanged(value: unknown, path: Path, change: (text: string) => string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path.at(-1)!;
  parent[key] = change(String(parent[key]));
  return copy;
}
/** The first message for the field at `path` (what the forms and the API's 400 show). */
const messageAt = (result: z.ZodSafeParseResult<unknown>, path: Path) =>
  result.error?.issues.find((issue) => issue.path.join(".") === path.join("."))?.message;

/** C0 and C1 controls, DEL, and the bidirectional embeddings, overrides and isolates. */
const REFUSED_EVERYWHERE = [
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];
/** Only multi-line fields take these. */
const LINE_BREAKS_AND_TABS = ["\n", "\r\n", "\r", "\t"];

describe("one rule for every text field", () => {
  it("finds the schemas people fill in, and has a valid sample of each", () => {
    expect(checked.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        "signUpSchema",
        "contactMessageSchema",
        "blogInputSchema",
        "teamMemberInputSchema",
        "siteSettingsSchema",
      ]),
    );
    for (const { name, schema } of checked) {
      expect(SAMPLES[name], `add a valid sample of ${name} to this test`).toBeDefined();
      expect(schema.safeParse(SAMPLES[name]).error?.issues ?? [], name).toEqual([]);
    }
  });

  for (const { name, schema, paths } of checked) {
    describe(name, () => {
      it.each(paths.map((path) => [path.join("."), path] as const))(
        "%s refuses control, bidi and invisible formatting characters with one message",
        (_label, path) => {
          for (const character of [
            ...REFUSED_EVERYWHERE,
            ...(MULTI_LINE.has(fieldName(name, path)) ? [] : LINE_BREAKS_AND_TABS),
          ]) {
            const input = withChanged(SAMPLES[name], path, (text) => `${text.slice(0, 1)}${character}${text.slice(1)}`);
            const message = messageAt(schema.safeParse(input), path);
            expect(
              message,
              `${name}.${path.join(".")} with U+${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
            ).toMatch(/^\S.* contains invisible control characters$/);
          }
        },
      );
    });
  }

  it("multi-line fields take line breaks (stored as \\n) and tabs", () => {
    const multiLine = checked.flatMap(({ name, schema, paths }) =>
      paths.filter((path) => MULTI_LINE.has(fieldName(name, path))).map((path) => ({ name, schema, path })),
    );
    expect(multiLine.map(({ name, path }) => `${name}.${path.join(".")}`).sort()).toEqual([...MULTI_LINE].sort());
    for (const { name, schema, path } of multiLine) {
      const parsed = schema.safeParse(
        withChanged(SAMPLES[name], path, (text) => `${text}\r\nSecond line\rThird\n\tindented`),
      );
      expect(parsed.error?.issues ?? [], name).toEqual([]);
      expect(at(parsed.data, path), `${name}.${path.join(".")}`).toBe(
        `${at(SAMPLES[name], path) as string}\nSecond line\nThird\n\tindented`,
      );
    }
  });

  it("letters of every script stay, joiners included (Bengali conjuncts need ZWJ and ZWNJ)", () => {
    const parsed = contact.contactMessageSchema.safeParse({
      ...SAMPLES.contactMessageSchema,
      name: "র‍্যাব মোহাম্মদ‌ আলী",
      message: "مرحبا — שלום — 你好",
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

/**
 * Issue 39 item 13: what the OpenAPI document says of a text field — its `pattern`, `maxLength` and
 * `minLength`, read from the field's own schema as the document's generator reads them — takes
 * exactly the values the server's check takes, for every text field and each of these samples (the
 * forms' own examples added). The server trims first: the pattern says so.
 */
const FORM_SAMPLES = [
  // Any text.
  ...[
    "",
    " ",
    "x",
    "  padded  ",
    "\tx\n",
    "বাংলা লেখা",
    "র‍্যাব",
    "😀",
    "line\nbreak",
    "a\u0000b",
    "a\u202eb",
    "a\u0085b",
  ],
  // E-mail addresses.
  ...["name@company.com", " Name.Last+tag@sub.example.co ", "name@company", "name@@company.com", ".name@company.com"],
  ...["na..me@company.com", "name.@company.com", "name@-company.com", "name@company.c", "na me@company.com"],
  // Web addresses and paths on this site.
  ...[
    "https://www.example.com/page?q=1#top",
    "http://example.com",
    "HTTPS://EXAMPLE.COM/A",
    "https://",
    "https:example.com",
  ],
  ...["https://exa mple.com", "https://example.com/ড", "https://user@example.com:8080/", "ftp://example.com"],
  ...["javascript:alert(1)", "data:text/html,x", "//evil.example", "/\\evil.example", "https://example.com\\x"],
  ...[
    "/images/photo.png",
    "/media/a.webp",
    "/images/../secret",
    "/images/%2e%2E/secret",
    "/images/.%2e",
    "/images/a/..x",
  ],
  ...["/blogs/first-post", "/", "linkedin.com/in/name", "www.facebook.com", "example.com:8080/x", "example"],
  // Phone numbers, coordinates, times, codes, articles' addresses.
  ...["+880 1712-345678", "01712345678", "(02) 123-4567", "12345", "+1234567", "1234567890123456", "+880-ABC"],
  ...["23.8616, 90.4003", "-90,180", "90.5, 0", "0, 180.1", "09, 099", "23.8616 90.4003"],
  ...["09:00", "23:59", "24:00", "9:00", "123456", "12345", "abcde-12345", "ABCDE-12345", "abcde12345"],
  ...["our-first-post", "Our-First-Post", "post--two", "-post", "পোস্ট-১", "post_two"],
  // YouTube links.
  ...["https://youtu.be/abcdefghijk", "youtu.be/abcdefghijk?t=42", "https://www.youtube.com/watch?v=abcdefghijk&t=1m"],
  ...["https://m.youtube.com/shorts/abcdefghijk/", "https://www.youtube-nocookie.com/embed/abcdefghijk#x"],
  ...["https://www.youtube.com/watch?v=abcdefghij", "https://youtu.be/abcdefghijk/extra", "https://vimeo.com/123"],
  ...["https://www.youtube.com/embed/abcdefghijk?start=90", "https://www.youtube.com:8080/watch?v=abcdefghijk"],
];

/**
 * Values the server takes and the document's pattern does not name (it takes more than it says,
 * never less): YouTube links written in capitals or with `v` after other parameters.
 */
const SERVER_TAKES_MORE = [
  "HTTPS://YOUTU.BE/abcdefghijk",
  "https://www.youtube.com/watch?feature=share&v=abcdefghijk",
  "https://www.youtube.com:443/watch?v=abcdefghijk",
];
/**
 * Values of a web address's pattern that a browser's URL parser (and so the server) refuses: what
 * a host or port may be is more than a pattern says (a port over 65535, a dotted number over 255).
 */
const PARSER_REFUSES = ["https://example.com:99999/", "https://1.2.3.256/"];

/**
 * A valid input to change one field of. The office opens at midnight: every time is then a closing
 * time after it (that rule is between two fields, which JSON Schema cannot state; the document says it in words).
 */
const sampleOf = (name: string) =>
  "openingHours" in SAMPLES[name]!
    ? { ...SAMPLES[name], openingHours: { ...defaultSiteSettings.openingHours, opens: "00:00" } }
    : SAMPLES[name];

describe("the OpenAPI document's rule of every text field is the server's", () => {
  const fields = checked.flatMap(({ name, schema, fields }) => fields.map((at) => ({ name, schema, ...at })));
  type Field = (typeof fields)[number];
  const metaOf = (field: z.ZodString) =>
    (field.meta() ?? {}) as { pattern?: string; maxLength?: number; examples?: string[] };
  /** Whether the document's pattern, maxLength and minLength allow `value` (JSON Schema counts code points). */
  const documentAllows = ({ field }: Field, value: string) => {
    const { pattern, maxLength = Infinity } = metaOf(field);
    const characters = [...value].length;
    return (
      (pattern === undefined || new RegExp(pattern, "u").test(value)) &&
      characters <= maxLength &&
      characters >= (field.minLength ?? 0)
    );
  };
  const serverTakes = ({ name, schema, path }: Field, value: string) =>
    messageAt(schema.safeParse(withChanged(sampleOf(name), path, () => value)), path) === undefined;

  it.each(fields.map((f) => [`${f.name}.${f.path.join(".")}`, f] as const))("%s", (_label, f) => {
    const { pattern, maxLength, examples = [] } = metaOf(f.field);
    expect(pattern, "every text field's document states its pattern").toBeTypeOf("string");
    for (const sample of examples) expect(documentAllows(f, sample), `example ${sample}`).toBe(true);
    const lengths = maxLength ? ["😀".repeat(maxLength), "x".repeat(maxLength + 1)] : [];
    for (const sample of [...FORM_SAMPLES, ...examples, ...lengths]) {
      const allowed = documentAllows(f, sample);
      expect(
        serverTakes(f, sample),
        `${JSON.stringify(sample)}: the document ${allowed ? "allows" : "forbids"} it`,
      ).toBe(allowed);
    }
    // Where they differ, only as named below.
    for (const sample of SERVER_TAKES_MORE)
      if (serverTakes(f, sample) !== documentAllows(f, sample)) expect(documentAllows(f, sample), sample).toBe(false);
    for (const sample of PARSER_REFUSES)
      if (serverTakes(f, sample) !== documentAllows(f, sample)) expect(documentAllows(f, sample), sample).toBe(true);
  });

  it("differs only where named: the YouTube links, the hosts and ports of web addresses", () => {
    const video = fields.find((f) => f.path.join(".") === "videoUrl")!;
    const link = fields.find((f) => f.name === "blogInputSchema" && f.path.join(".") === "link")!;
    for (const sample of SERVER_TAKES_MORE)
      expect([serverTakes(video, sample), documentAllows(video, sample)], sample).toEqual([true, false]);
    for (const sample of PARSER_REFUSES)
      expect([serverTakes(link, sample), documentAllows(link, sample)], sample).toEqual([false, true]);
  });
});
