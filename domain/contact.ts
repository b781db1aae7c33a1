import { CONTACT_MESSAGE_MAX } from "./contact-texts";
import { type Locale, oncePerLocale, type Translations } from "./locale";
import { atMostCharacters, textField, type TextFieldMessages, textFieldWithMessages } from "./text-field";
import { EMAIL } from "./text-forms";
import { VISITOR_PHONE } from "./phone";
import { VISIT_SOURCE_MAX } from "./visit-source";
import { z } from "./zod";

export * from "./contact-texts";

const NAME_MAX = 100;

/** What the contact form says of each field a visitor fills in wrong: spec §8's words on the English page. */
const FIELD_MESSAGES: Translations<{
  name: TextFieldMessages<"required" | "tooLong">;
  email: TextFieldMessages<"required" | "tooLong" | "notForm">;
  phone: TextFieldMessages<"tooLong" | "notForm">;
  message: TextFieldMessages<"required" | "tooLong">;
}> = {
  en: {
    name: {
      required: "Please enter your name",
      tooLong: `Your name must be at most ${NAME_MAX} characters`,
      invisibleCharacters: "Your name contains invisible control characters",
    },
    email: {
      required: "Please enter your email address",
      tooLong: "Your email address is too long",
      notForm: "Please enter a valid email address, like name@company.com",
      invisibleCharacters: "Your email address contains invisible control characters",
    },
    phone: {
      tooLong: "Your phone number is too long",
      notForm: "Please enter a phone number, like 01712-345678",
      invisibleCharacters: "Your phone number contains invisible control characters",
    },
    message: {
      required: "Please write a message",
      tooLong: `Your message must be at most ${CONTACT_MESSAGE_MAX} characters`,
      invisibleCharacters: "Your message contains invisible control characters",
    },
  },
  bn: {
    name: {
      required: "আপনার নাম লিখুন",
      tooLong: "নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে",
      invisibleCharacters: "নামে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
    },
    email: {
      required: "আপনার ইমেইল ঠিকানা লিখুন",
      tooLong: "ইমেইল ঠিকানাটি অনেক লম্বা",
      notForm: "সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@company.com",
      invisibleCharacters: "ইমেইল ঠিকানায় অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
    },
    phone: {
      tooLong: "ফোন নম্বরটি অনেক লম্বা",
      notForm: "সঠিক ফোন নম্বর লিখুন, যেমন ০১৭১২-৩৪৫৬৭৮",
      invisibleCharacters: "ফোন নম্বরে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
    },
    message: {
      required: "আপনার বার্তা লিখুন",
      tooLong: "বার্তা সর্বোচ্চ ৫,০০০ অক্ষরের হতে পারে",
      invisibleCharacters: "বার্তায় অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
    },
  },
};

/**
 * Spec §3 contact message (name, email, message), plus the honeypot field bots fill in: the rules
 * written once, the messages of the visitor's fields in `locale` (decision 0054). The fields only
 * the form's script fills keep English words: no visitor is shown them.
 */
const contactSchemaIn = (locale: Locale) => {
  const says = FIELD_MESSAGES[locale];
  return z.object({
    name: textFieldWithMessages("Your name", says.name, { max: NAME_MAX }),
    email: textFieldWithMessages("Your email address", says.email, { max: 254, form: EMAIL }),
    /**
     * Optional (issue 41 item 1): a Bangladeshi number in any usual spelling, Bengali digits too, or
     * another country's with its +code; stored in E.164.
     */
    phone: textFieldWithMessages("Your phone number", says.phone, { max: 30, form: VISITOR_PHONE }).optional(),
    message: textFieldWithMessages("Your message", says.message, { lines: "many", max: CONTACT_MESSAGE_MAX }),
    /** The plan whose "Get Started" the visitor came from (a hidden field); kept only when it is one of the catalogue's. */
    plan: textField("The plan", { max: 200 }).optional(),
    /** Where the visit came from (issue 42 item 2), as the page's script carried it: a hidden field, read leniently. */
    from: textField("Where the visit came from", { max: VISIT_SOURCE_MAX }).optional(),
    /** Honeypot: hidden from people; anything in it marks the message as spam. */
    website: atMostCharacters(z.string(), 500).optional().default(""),
    /**
     * How long the form was shown before it was sent, in milliseconds, measured by the browser's
     * script (the no-JavaScript form sends none): under MIN_FILL_MS marks the message as spam.
     */
    fillMs: z.number().int().min(0).max(2_147_483_647).optional(),
    /**
     * The browser's id for this submission, sent again if it retries: the message is stored once
     * (the no-JavaScript form sends none).
     */
    submissionId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, "Invalid submission id")
      .meta({ examples: ["k3Jq9xV2mLw7Tz5R"] })
      .optional(),
  });
};

/** The contact form's schema for a page in `locale`: its action and its script check with it. */
export const contactSchemaFor = oncePerLocale(contactSchemaIn);
/** The spec's schema, in English: POST /api/contact's, and its OpenAPI document's. */
export const contactMessageSchema = contactSchemaFor("en");
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
