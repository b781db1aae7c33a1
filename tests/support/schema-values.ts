import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/**
 * Values made from the JSON Schemas of the OpenAPI document (2020-12, as OpenAPI 3.1 writes them),
 * for the contract test (tests/api/openapi-contract.test.ts): values a schema allows — from its
 * examples, enums and bounds, and each of PROBES wherever the schema allows it — and values it
 * forbids, each breaking one keyword at one place. Ajv (with the standard formats) judges every
 * value, so what the test sends is what the document allows or forbids, not what the test assumes.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  examples?: unknown[];
};

/** A file part of a multipart body, as the values hold it (the request puts a picture there). */
export const FILE = "(a picture)";

/** A text to try in each string of a value, where the string's schema allows it. */
export type Probe = readonly [name: string, text: (schema: JsonSchema) => string | undefined];

/**
 * The texts tried in every string a value holds, one request each: spaces around a value (the
 * server trims them), other scripts, a character beyond the BMP, the refused control and bidi
 * characters and line breaks (sent only where the document allows them), and the longest text
 * allowed, in characters as JSON Schema counts them ("😀" is one; only up to 1,000 of them, so that
 * a body stays under its 64 KB).
 */
export const PROBES: readonly Probe[] = [
  ["spaces around", () => " padded text "],
  ["Bangla", () => "বাংলা লেখা"],
  ["an emoji", () => "😀 emoji"],
  ["a control character", () => "a\u0001b"],
  ["a bidi override", () => "a\u202eb"],
  ["a line break", () => "two\nlines"],
  ["a tab", () => "\tindented"],
  ["the longest text", ({ maxLength }) => (maxLength && maxLength <= 1000 ? "😀".repeat(maxLength) : undefined)],
];

/** Values that break a pattern: the character rule first, then the forms. */
const PATTERN_BREAKERS = [
  "a\u0000b",
  "not of this form !",
  "a\u202eb",
  "x",
  "two\nlines",
  "//evil.example",
  "javascript:alert(1)",
  "1",
  " ",
];
const FORMAT_BREAKERS = ["not an address", "a b", "http://", "@", "//"];
const TYPE_BREAKERS: unknown[] = [12345, "text", true, null, ["text"], { text: "text" }];

type Keyword = keyof JsonSchema;
/** How a value is sent: as JSON, or as text (a form's text part, a query parameter), where a string has no wrong type. */
export type Carrier = "json" | "text";

export function schemaValues(components: object) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  /** Whether `schema` allows `value`. */
  const allows = (schema: JsonSchema, value: unknown) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile({ ...schema, components })));
    return validate(value);
  };
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const target = schema.$ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], { components });
    return resolve(target as JsonSchema);
  };
  const typesOf = (schema: JsonSchema) => [schema.type ?? []].flat().filter((type) => type !== "null");

  /**
   * A value `schema` allows: its first example, enum value or const; a string, number, array or
   * object within its bounds (an object's required properties, or all of them when `full`, and
   * enough for minProperties). With a probe, each string is the probe's text where its schema allows it.
   */
  function valid(schema: JsonSchema, full: boolean, probe?: Probe): unknown {
    const s = resolve(schema);
    const branch = (s.anyOf ?? s.oneOf)?.find((option) => allows(s, valid(option, full, probe)));
    if (branch) return valid(branch, full, probe);
    const [type] = typesOf(s);
    if (type === "object" || s.properties) return validObject(s, full, probe);
    if (type === "string" && s.format !== "binary" && probe) {
      const text = probe[1](s);
      if (text !== undefined && allows(s, text)) return text;
    }
    if (s.examples?.length) return s.examples[0];
    if (s.const !== undefined) return s.const;
    if (s.enum) return s.enum[0];
    if (type === "string") {
      if (s.format === "binary") return FILE;
      const length = Math.max(s.minLength ?? 1, 1);
      const text = ["x".repeat(length), `Aa1${"x".repeat(Math.max(length - 3, 0))}`].find((text) => allows(s, text));
      if (text === undefined) throw new Error(`No value for ${JSON.stringify(s)}: give the schema examples`);
      return text;
    }
    if (type === "integer" || type === "number") return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? Infinity);
    if (type === "boolean") return true;
    if (type === "array") {
      const count = Math.min(Math.max(s.minItems ?? 1, 1), s.maxItems ?? Infinity);
      return Array.from({ length: count }, () => valid(s.items ?? {}, full, probe));
    }
    return undefined; // Any value (`{}`): left out.
  }

  function validObject(s: JsonSchema, full: boolean, probe?: Probe) {
    const properties = Object.entries(s.properties ?? {});
    const value: Record<string, unknown> = {};
    const add = ([name, property]: [string, JsonSchema]) => {
      const made = valid(property, full, probe);
      if (made !== undefined) value[name] = made;
    };
    for (const entry of properties) if (full || s.required?.includes(entry[0])) add(entry);
    for (const entry of properties)
      if (Object.keys(value).length < (s.minProperties ?? 0) && !(entry[0] in value)) add(entry);
    return value;
  }

  /**
   * Values `schema` forbids, each with what it breaks: made from `value` (one it allows) by breaking
   * one keyword at one place — here, in a property or in the first item — with a value that breaks
   * only that keyword where one of the candidates does (a pattern or format that only breaks with
   * others is left to them; a pattern gets two values, the character rule's and the form's).
   */
  function forbidden(schema: JsonSchema, value: unknown, carrier: Carrier, where = ""): Array<[string, unknown]> {
    const s = resolve(schema);
    const found: Array<[string, unknown]> = [];
    const breaking = (keyword: Keyword, candidates: unknown[], { count = 1, alone = false } = {}) => {
      const { [keyword]: _left, ...without } = s;
      const broken = candidates.filter((candidate) => !allows(s, candidate));
      const onlyThis = broken.filter((candidate) => allows(without, candidate));
      const chosen = onlyThis.length > 0 || alone ? onlyThis.slice(0, count) : broken.slice(0, 1);
      for (const candidate of chosen) found.push([`${where || "the value"} breaks ${keyword}`, candidate]);
    };
    const types = typesOf(s);
    if (s.type && !(carrier === "text" && types.includes("string") && s.format !== "binary"))
      breaking("type", TYPE_BREAKERS);
    if (s.enum) breaking("enum", ["not one of them"]);
    if (types.includes("string")) {
      const text = typeof value === "string" ? value : "";
      if (s.minLength) breaking("minLength", ["", "x".repeat(s.minLength - 1)]);
      if (s.maxLength !== undefined)
        breaking("maxLength", [text.padEnd(s.maxLength + 1, "x"), "x".repeat(s.maxLength + 1)]);
      if (s.pattern) breaking("pattern", PATTERN_BREAKERS, { count: 2, alone: true });
      if (s.format && s.format !== "binary") breaking("format", FORMAT_BREAKERS, { alone: true });
    }
    if (types.includes("integer") || types.includes("number")) {
      if (s.minimum !== undefined) breaking("minimum", [s.minimum - 1]);
      if (s.maximum !== undefined) breaking("maximum", [s.maximum + 1]);
      if (types.includes("integer")) breaking("type", [(s.minimum ?? 1) + 0.5]);
    }
    if (Array.isArray(value)) {
      if (s.minItems) breaking("minItems", [value.slice(0, s.minItems - 1)]);
      if (s.maxItems !== undefined)
        breaking("maxItems", [Array.from({ length: s.maxItems + 1 }, (_, i) => value[i % value.length])]);
      if (s.items && value.length > 0)
        for (const [label, item] of forbidden(s.items, value[0], "json", `${where}[0]`))
          found.push([label, [item, ...value.slice(1)]]);
    }
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const object = value as Record<string, unknown>;
      for (const name of s.required ?? []) {
        const { [name]: _left, ...rest } = object;
        found.push([`${where}.${name} left out`, rest]);
      }
      if (s.additionalProperties === false) breaking("additionalProperties", [{ ...object, unexpected: "x" }]);
      if (s.minProperties) breaking("minProperties", [{}]);
      for (const [name, property] of Object.entries(s.properties ?? {})) {
        const inner = name in object ? object[name] : valid(property, true);
        // A form's object part is sent as its JSON: its own fields have types again.
        const innerCarrier = typesOf(resolve(property)).includes("object") ? "json" : carrier;
        for (const [label, broken] of forbidden(property, inner, innerCarrier, `${where}.${name}`))
          found.push([label, { ...object, [name]: broken }]);
      }
    }
    return found;
  }

  return { allows, valid, forbidden };
}
