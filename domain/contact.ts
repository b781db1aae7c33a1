import { CONTACT_MESSAGE_MAX } from "./contact-texts";
import { atMostCharacters, textField } from "./text-field";
import { EMAIL } from "./text-forms";
import { VISITOR_PHONE } from "./phone";
import { z } from "./zod";

export * from "./contact-texts";

/** Spec §3 contact message (name, email, message), plus the honeypot field bots fill in. */
export const contactMessageSchema = z.object({
  name: textField("Your name", { notText: "Please enter your name", required: "Please enter your name", max: 100 }),
  email: textField("Your email address", {
    notText: "Please enter your email address",
    required: "Please enter your email address",
    max: 254,
    tooLong: "Your email address is too long",
    form: EMAIL,
    notForm: "Please enter a valid email address, like name@company.com",
  }),
  /**
   * Optional (issue 41 item 1): a Bangladeshi number in any usual spelling, Bengali digits too, or
   * another country's with its +code; stored in E.164.
   */
  phone: textField("Your phone number", {
    notText: "Please enter a phone number, like 01712-345678",
    max: 30,
    tooLong: "Your phone number is too long",
    form: VISITOR_PHONE,
    notForm: "Please enter a phone number, like 01712-345678",
  }).optional(),
  message: textField("Your message", {
    lines: "many",
    notText: "Please write a message",
    required: "Please write a message",
    max: CONTACT_MESSAGE_MAX,
  }),
  /** The plan whose "Get Started" the visitor came from (a hidden field); kept only when it is one of the catalogue's. */
  plan: textField("The plan", { max: 200 }).optional(),
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
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
