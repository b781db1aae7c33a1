import { optionalText, optionalWebUrl, text, youtubeLink } from "./content-input";
import { type Weekday, TIME_OF_DAY, WEEKDAYS } from "./opening-hours";
import {
  BANGLA_SETTING_LABELS,
  CURRENCIES,
  type BanglaSettings,
  parseCoordinates,
  SETTING_LABELS as L,
  type SiteSettings,
} from "./site-details";
import { type TextFieldOptions, type TextForm, textField } from "./text-field";
import { EMAIL, HTTPS_ADDRESS } from "./text-forms";
import { z } from "./zod";

/**
 * The one check of the company's details (./site-details), used by the form on /dashboard/settings
 * and by PUT /api/settings.
 */

/**
 * A phone number as people write it: 6 to 15 digits with spaces, dashes, dots and brackets between
 * them, an optional leading +; a WhatsApp number starts with + and the country code (8 to 15 digits).
 */
const SEPARATORS = String.raw`[\s().-]*`;
const PHONE: TextForm = {
  pattern: new RegExp(String.raw`^\+?${SEPARATORS}(?:\d${SEPARATORS}){6,15}$`),
  examples: ["+880 1712-345678"],
};
const WHATSAPP: TextForm = {
  pattern: new RegExp(String.raw`^\+${SEPARATORS}(?:\d${SEPARATORS}){8,15}$`),
  examples: ["+880 1712-345678"],
};
const PHONE_EXAMPLE = "like +880 1712-345678";

/** Latitude (−90 to 90) and longitude (−180 to 180) in degrees, as `parseCoordinates` reads them. */
const COORDINATES: TextForm = {
  pattern: /^-?(?:90(?:\.0+)?|[0-8]?\d(?:\.\d+)?)\s*,\s*-?(?:180(?:\.0+)?|(?:1[0-7]\d|0?\d?\d)(?:\.\d+)?)$/,
  accepts: (value) => parseCoordinates(value) !== null,
  examples: ["23.8616, 90.4003"],
};

/** An opening or closing time, "HH:MM" (its example the office's usual time), and the message for anything else. */
const time = (label: string, example: string, message: string) =>
  textField(label, { required: message, form: { pattern: TIME_OF_DAY, examples: [example] }, notForm: message });

const email = (label: string) =>
  text(label, 254, { form: EMAIL, notForm: `${label} must be an e-mail address, like hello@example.com` });

/**
 * The About page's four figures (or their labels): min and max rather than `length`, which the
 * OpenAPI document's generator does not state (as minItems and maxItems it does).
 */
const FOUR_FIGURES = "The About page shows exactly four figures";
const fourFigures = <T extends z.ZodType>(item: T) => z.array(item).min(4, FOUR_FIGURES).max(4, FOUR_FIGURES);

/** A Bangla setting (issue 26): checked like its English twin, and it may be empty. */
const banglaText = (label: string, max: number, options: Pick<TextFieldOptions, "lines"> = {}) =>
  textField(label, { ...options, max });
const banglaSetting = (name: Exclude<keyof BanglaSettings, "figures">, max: number, options = {}) =>
  banglaText(BANGLA_SETTING_LABELS[name], max, options);
const banglaSettingFields = {
  blurb: banglaSetting("blurb", 400, { lines: "many" }),
  street: banglaSetting("street", 120),
  area: banglaSetting("area", 80),
  city: banglaSetting("city", 80),
  country: banglaSetting("country", 80),
  openingHours: banglaSetting("openingHours", 200),
  // The labels of the four figures, in their order.
  figures: fourFigures(banglaText("A figure's label in Bangla", 40)),
};
/** What a save may send: a Bangla setting left out (or `bn` left out) keeps the stored one. */
const banglaSettingsUpdate = z
  .object(banglaSettingFields)
  .partial()
  .optional()
  .describe("Beyond the spec (issue 26): the Bangla pages' wording; a text left out is kept as stored");

/** One of the About page's four figures (spec §2: 4k+ happy customers, 13+ awards, 98% satisfaction, 250+ projects). */
const stat = z.object({ value: text("Figure", 12), label: text("Label", 40) });

/** Bangla settings nobody wrote: each "" (the Bangla pages show the English). */
const NO_BANGLA_SETTINGS: BanglaSettings = {
  blurb: "",
  street: "",
  area: "",
  city: "",
  country: "",
  openingHours: "",
  figures: ["", "", "", ""],
};

export const siteSettingsSchema = z.object({
  companyName: text(L.companyName, 100),
  shortName: text(L.shortName, 24),
  blurb: text(L.blurb, 400, { lines: "many" }),
  phone: text(L.phone, 40, { form: PHONE, notForm: `${L.phone} must be a phone number, ${PHONE_EXAMPLE}` }),
  whatsapp: optionalText(L.whatsapp, 40, {
    form: WHATSAPP,
    notForm: `${L.whatsapp} must start with + and the country code, ${PHONE_EXAMPLE}`,
  }),
  email: email(L.email),
  street: text(L.street, 120),
  area: text(L.area, 80),
  city: text(L.city, 80),
  country: text(L.country, 80),
  openingHours: z
    .object({
      days: z
        .array(z.enum(WEEKDAYS, "Choose the days from the list"))
        .min(1, "Choose at least one day the office is open")
        .transform((days): Weekday[] => WEEKDAYS.filter((day) => days.includes(day))),
      opens: time("Opening time", "09:00", "Enter the opening time, like 09:00"),
      closes: time("Closing time", "18:00", "Enter the closing time, like 18:00"),
    })
    // (Only once both are times: a time that is not one has its own message.)
    .refine(
      (hours) => !TIME_OF_DAY.test(hours.opens) || !TIME_OF_DAY.test(hours.closes) || hours.opens < hours.closes,
      {
        path: ["closes"],
        message: "The closing time must be after the opening time",
      },
    )
    // A rule between two fields, which JSON Schema cannot state: the document says it in words.
    .describe("The days the office is open, and its opening and closing times; it closes after it opens"),
  coordinates: optionalText(L.coordinates, 60, {
    form: COORDINATES,
    notForm: `${L.coordinates} must be the latitude and longitude, like 23.8616, 90.4003`,
  }),
  facebook: optionalWebUrl(L.facebook),
  linkedin: optionalWebUrl(L.linkedin),
  heroVideoUrl: youtubeLink(L.heroVideoUrl, 300),
  mapLocation: text(L.mapLocation, 200),
  stats: fourFigures(stat),
  contactInbox: email(L.contactInbox),
  chatScriptUrl: optionalText(L.chatScriptUrl, 2048, {
    form: HTTPS_ADDRESS,
    notForm: `${L.chatScriptUrl} must be a web address starting with https://`,
  }),
  // Settings saved before issue 43 have none: the spec's dollars.
  currency: z.enum(CURRENCIES, "Choose US$ or ৳").default("USD"),
  // Settings saved before issue 42 have none: the summary is sent until an admin turns it off.
  weeklySummary: z.boolean().default(true),
  // Settings saved before issue 26 have none: then every Bangla text is "" (their English shows),
  // never the demo company's Bangla address of the defaults.
  bn: z
    .object(banglaSettingFields)
    .partial()
    .transform((bn): BanglaSettings => ({ ...NO_BANGLA_SETTINGS, ...withoutUndefined(bn) }))
    .default(NO_BANGLA_SETTINGS),
}) satisfies z.ZodType<SiteSettings, unknown>;

/** What the form edits (the hero video may be any YouTube link form). */
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/** Settings the server's environment sets (they win over the stored value; the form shows them read-only). */
export const SETTINGS_FROM_ENVIRONMENT = { contactInbox: "CONTACT_INBOX", chatScriptUrl: "CHAT_SCRIPT_URL" } as const;
export type EnvironmentSetting = keyof typeof SETTINGS_FROM_ENVIRONMENT;

/** GET /api/settings: the stored values, their version, and which of them the environment overrides (with its values). */
export interface SettingsAnswer {
  settings: SiteSettings;
  version: number;
  /** Set when an admin last saved (null: the defaults were never saved). */
  updatedAt: string | null;
  overridden: Partial<Record<EnvironmentSetting, string>>;
}

/**
 * PUT /api/settings: the values and the version they were read at (a save over a newer version is
 * refused). The Bangla texts may be left out, each or all: a save never erases what it does not send.
 */
export const settingsUpdateSchema = siteSettingsSchema.extend({
  version: z.number().int().min(0),
  currency: z
    .enum(CURRENCIES)
    .optional()
    .describe("Beyond the spec (issue 43): the prices' currency, USD or BDT; left out, the stored one is kept"),
  bn: banglaSettingsUpdate,
  weeklySummary: z
    .boolean()
    .optional()
    .describe(
      "Beyond the spec (issue 42): e-mail a summary of the week's statistics to the contact inbox; left out, kept as stored",
    ),
});
export type SettingsUpdate = Omit<z.output<typeof settingsUpdateSchema>, "version">;

/** The settings a save makes: the values sent, the Bangla texts, the currency and the weekly e-mail it left out kept from `stored`. */
export function settingsToSave(
  { bn, currency, weeklySummary, ...sent }: SettingsUpdate,
  stored: SiteSettings,
): SiteSettings {
  return {
    ...sent,
    currency: currency ?? stored.currency,
    weeklySummary: weeklySummary ?? stored.weeklySummary,
    bn: { ...stored.bn, ...withoutUndefined(bn ?? {}) },
  };
}

type Defined<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** `value` without its undefined entries (Object.fromEntries cannot say which keys are left: they are `T`'s). */
function withoutUndefined<T extends object>(value: T): Defined<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Defined<T>;
}
