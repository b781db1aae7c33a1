import { z } from "./zod";
import { type Locale, oncePerLocale, type Translations } from "./locale";
import { atMostCharacters, type TextFieldMessages, textField, textFieldWithMessages } from "./text-field";
import { EMAIL, PROFILE_PHOTO } from "./text-forms";

export { DEFAULT_ROLE, PLACEHOLDER_PHOTO, ROLES, type Role, type SessionUser, type UserRecord } from "./roles";

/** Spec §9: passwords of 6 to 20 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

/** Two-step sign-in (issue 27): the six digits an authenticator app shows now. */
const TOTP_CODE = { pattern: /^\d{6}$/, examples: ["123456"] };

/** One of the ten recovery codes shown at set-up (Better Auth's form: five letters or digits, a dash, five more). */
export const RECOVERY_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/**
 * What the account pages' forms (sign-up, login, "Forgot password?", a new password, the second
 * step of signing in) say of a value typed wrong: spec §5's literal words on the English pages.
 */
const FIELD_MESSAGES: Translations<{
  name: TextFieldMessages<"required" | "tooLong">;
  photoURL: TextFieldMessages<"required" | "tooLong" | "notForm">;
  email: TextFieldMessages<"required" | "tooLong" | "notForm">;
  /** The password policy's, and `typedTooLong` for a password typed to sign in (only its length is checked). */
  password: { required: string; tooShort: string; tooLong: string; notMixed: string; typedTooLong: string };
  resetLinkNotValid: string;
  /** The second step's code: the app's or a recovery code. */
  code: TextFieldMessages<"required">;
}> = {
  en: {
    name: {
      required: "Name is required",
      tooLong: "Name is too long",
      invisibleCharacters: "Name contains invisible control characters",
    },
    photoURL: {
      required: "Photo URL is required",
      tooLong: "Photo URL is too long",
      notForm:
        "Enter a web address starting with https://, or a picture of this site (a path starting with /images/ or /media/)",
      invisibleCharacters: "Photo URL contains invisible control characters",
    },
    email: {
      required: "Email is required",
      tooLong: "Email is too long",
      notForm: "Enter a valid email address",
      invisibleCharacters: "Email contains invisible control characters",
    },
    password: {
      required: "Password is required",
      tooShort: `At least ${PASSWORD_MIN} characters`,
      tooLong: `Max ${PASSWORD_MAX} characters`,
      notMixed: "Must include uppercase, lowercase, and number",
      typedTooLong: "Password is too long",
    },
    resetLinkNotValid: "This reset link is not valid",
    code: {
      required: "Enter the code from your app, or a recovery code",
      invisibleCharacters: "Code contains invisible control characters",
    },
  },
  bn: {
    name: {
      required: "নাম লিখুন",
      tooLong: "নামটি অনেক লম্বা",
      invisibleCharacters: "নামে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
    },
    photoURL: {
      required: "ছবির লিংক দিন",
      tooLong: "ছবির লিংকটি অনেক লম্বা",
      notForm: "https:// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা দিন, অথবা এই সাইটের কোনো ছবি (/images/ বা /media/ দিয়ে শুরু)",
      invisibleCharacters: "ছবির লিংকে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
    },
    email: {
      required: "ইমেইল লিখুন",
      tooLong: "ইমেইল ঠিকানাটি অনেক লম্বা",
      notForm: "সঠিক ইমেইল ঠিকানা লিখুন",
      invisibleCharacters: "ইমেইলে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
    },
    password: {
      required: "পাসওয়ার্ড লিখুন",
      tooShort: "কমপক্ষে ৬ অক্ষর",
      tooLong: "সর্বোচ্চ ২০ অক্ষর",
      notMixed: "বড় হাতের ও ছোট হাতের অক্ষর এবং সংখ্যা থাকতে হবে",
      typedTooLong: "পাসওয়ার্ডটি অনেক লম্বা",
    },
    resetLinkNotValid: "এই রিসেট লিংকটি সঠিক নয়",
    code: {
      required: "অ্যাপের কোড, অথবা একটি রিকভারি কোড দিন",
      invisibleCharacters: "কোডে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
    },
  },
};

/** The account pages' schemas: the rules written once, with the messages of `locale` (decision 0054). */
function accountSchemasIn(locale: Locale) {
  const says = FIELD_MESSAGES[locale];
  /** The password policy of spec §5. Longer input is rejected, never cut. */
  const password = atMostCharacters(
    z
      .string({ error: says.password.required })
      .min(1, says.password.required)
      .min(PASSWORD_MIN, says.password.tooShort),
    PASSWORD_MAX,
    says.password.tooLong,
  ).regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, says.password.notMixed);
  /** An e-mail address people type (sign-up, sign-in, "Forgot password?"). */
  const email = textFieldWithMessages("Email", says.email, { max: 254, form: EMAIL });
  const resetLinkToken = atMostCharacters(
    z.string({ error: says.resetLinkNotValid }).min(1, says.resetLinkNotValid),
    200,
    says.resetLinkNotValid,
  );
  return {
    password,
    email,
    /** Spec §5 sign-up form: name, photo URL, e-mail and password. */
    signUp: z.object({
      name: textFieldWithMessages("Name", says.name, { max: 80 }),
      photoURL: textFieldWithMessages("Photo URL", says.photoURL, { max: 2048, form: PROFILE_PHOTO }),
      email,
      password,
    }),
    /** Spec §5 login: e-mail and password are required. */
    signIn: z.object({
      email,
      password: atMostCharacters(
        z.string({ error: says.password.required }).min(1, says.password.required),
        200,
        says.password.typedTooLong,
      ),
    }),
    /** "Forgot password?": the address to send a reset link to. */
    passwordResetRequest: z.object({ email }),
    /** A new password from a reset link, under the sign-up policy. */
    passwordReset: z.object({ newPassword: password, token: resetLinkToken }),
    /**
     * The second step of signing in: a code from the app or a recovery code (one field for either),
     * and whether to trust this device for 30 days (off unless ticked).
     */
    twoFactorSignIn: z.object({
      // One message for a code left out and for one of neither form.
      code: textFieldWithMessages(
        "Code",
        { ...says.code, notForm: says.code.required },
        {
          form: {
            pattern: new RegExp(`^(?:${TOTP_CODE.pattern.source.slice(1, -1)}|${RECOVERY_CODE.source.slice(1, -1)})$`),
            examples: ["123456", "abcde-12345"],
          },
        },
      ),
      trustDevice: z
        .enum(["on", ""])
        .optional()
        .transform((value) => value === "on"),
    }),
  };
}

/** The account pages' schemas for a page in `locale`: their actions and their script check with them. */
export const accountSchemasFor = oncePerLocale(accountSchemasIn);

/** The spec's schemas, in English: Better Auth's hooks, /api and the dashboard check with these. */
const english = accountSchemasFor("en");
export const passwordSchema = english.password;
const emailField = english.email;
export const signUpSchema = english.signUp;
export type SignUpInput = z.infer<typeof signUpSchema>;
export const signInSchema = english.signIn;
export type SignInInput = z.infer<typeof signInSchema>;
export const passwordResetRequestSchema = english.passwordResetRequest;
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetSchema = english.passwordReset;
export const twoFactorSignInSchema = english.twoFactorSignIn;
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInSchema>;

/** A display name that may be left empty (the profile then says "Anonymous"), otherwise as at sign-up. */
export const displayName = textField("Name", {
  notText: "Enter the name as text",
  max: 80,
  tooLong: "Name is too long",
});

/**
 * An object of optional fields that takes at least one of them (the document's `minProperties: 1`):
 * an empty one would change nothing.
 */
export const someFieldOf = <S extends z.ZodObject>(schema: S, message: string) =>
  schema.refine((value) => Object.keys(value).length > 0, message).meta({ minProperties: 1 });

/** The fields of a profile change (Better Auth's update-user calls the photo `image`). */
export const profileFields = z
  .strictObject({ name: displayName, photoURL: signUpSchema.shape.photoURL.nullable() })
  .partial();
export const NOTHING_TO_CHANGE = "Send a new name or photo";

/**
 * Spec §4 updateUserProfile: a new name and/or photo under the sign-up rules, or their removal
 * (an empty name, a null photo: the profile then shows "Anonymous" and the placeholder). Nothing
 * else: the e-mail, role and dates are not the user's to change this way; and not nothing.
 */
export const profileUpdateSchema = someFieldOf(profileFields, NOTHING_TO_CHANGE);

/** Changing one's password: the current one (as at sign-in) and a new one under the sign-up policy. */
export const passwordChangeSchema = z.object({
  currentPassword: signInSchema.shape.password,
  newPassword: passwordSchema,
});

/** The reset page asks on opening whether its link still works: the link's token. */
export const resetLinkCheckSchema = passwordResetSchema.pick({ token: true });

/** How long a password reset link works. */
export const PASSWORD_RESET_LINK_SECONDS = 3600;

/** Spec §7 POST /users body. role and createdAt are accepted but the server decides them. */
export const userRecordSchema = z.object({
  name: displayName.optional().default(""),
  email: emailField,
  // Empty keeps the current photo; otherwise the sign-up rule (an https address or a picture of this site).
  photoURL: textField("Photo URL", { max: 2048, form: PROFILE_PHOTO, notForm: FIELD_MESSAGES.en.photoURL.notForm })
    .optional()
    .default(""),
  role: atMostCharacters(z.string(), 20).optional(),
  createdAt: z.unknown().optional(),
});

export const roleQuerySchema = z.object({ email: emailField });

const ENTER_CODE = "Enter the 6-digit code from your app";
export const totpCodeSchema = textField("Code", {
  notText: ENTER_CODE,
  required: ENTER_CODE,
  form: TOTP_CODE,
  notForm: ENTER_CODE,
});

/** Turning two-step sign-in on starts with the password (Better Auth asks for it). */
export const twoFactorSetupSchema = z.object({ password: signInSchema.shape.password });

/** The first code from the app confirms the set-up; only then is two-step sign-in on. */
export const twoFactorConfirmSchema = z.object({ code: totpCodeSchema });

/** Turning it off takes the password and a current code. */
export const twoFactorDisableSchema = z.object({ password: signInSchema.shape.password, code: totpCodeSchema });
