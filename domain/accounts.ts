import { z } from "./zod";
import { atMostCharacters, type TextFieldOptions, textField } from "./text-field";
import { EMAIL, PROFILE_PHOTO } from "./text-forms";

export { DEFAULT_ROLE, PLACEHOLDER_PHOTO, ROLES, type Role, type SessionUser, type UserRecord } from "./roles";

/** Spec §9: passwords of 6 to 20 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

const PHOTO_URL_MESSAGE =
  "Enter a web address starting with https://, or a picture of this site (a path starting with /images/ or /media/)";

/** A required field under decision 0032's rule for its characters, with the spec's message when empty. */
const required = (label: string, message: string, options: Omit<TextFieldOptions, "notText" | "required">) =>
  textField(label, { notText: message, required: message, ...options });

/** The password policy of spec §5, with its literal messages. Longer input is rejected, never cut. */
export const passwordSchema = atMostCharacters(
  z.string({ error: "Password is required" }).min(1, "Password is required").min(PASSWORD_MIN, "At least 6 characters"),
  PASSWORD_MAX,
  "Max 20 characters",
).regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, "Must include uppercase, lowercase, and number");

/** An e-mail address people type (sign-up, sign-in, "Forgot password?"). */
const emailField = required("Email", "Email is required", {
  max: 254,
  tooLong: "Email is too long",
  form: EMAIL,
  notForm: "Enter a valid email address",
});

/** Spec §5 sign-up form: name, photo URL, e-mail and password, each with its literal message. */
export const signUpSchema = z.object({
  name: required("Name", "Name is required", { max: 80, tooLong: "Name is too long" }),
  photoURL: required("Photo URL", "Photo URL is required", {
    max: 2048,
    tooLong: "Photo URL is too long",
    form: PROFILE_PHOTO,
    notForm: PHOTO_URL_MESSAGE,
  }),
  email: emailField,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Spec §5 login: e-mail and password are required. */
export const signInSchema = z.object({
  email: emailField,
  password: atMostCharacters(
    z.string({ error: "Password is required" }).min(1, "Password is required"),
    200,
    "Password is too long",
  ),
});
export type SignInInput = z.infer<typeof signInSchema>;

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

/** "Forgot password?": the address to send a reset link to. */
export const passwordResetRequestSchema = z.object({ email: signInSchema.shape.email });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** A new password from a reset link, under the sign-up policy. */
export const passwordResetSchema = z.object({
  newPassword: passwordSchema,
  token: atMostCharacters(
    z.string({ error: "This reset link is not valid" }).min(1, "This reset link is not valid"),
    200,
    "This reset link is not valid",
  ),
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
  photoURL: textField("Photo URL", { max: 2048, form: PROFILE_PHOTO, notForm: PHOTO_URL_MESSAGE })
    .optional()
    .default(""),
  role: atMostCharacters(z.string(), 20).optional(),
  createdAt: z.unknown().optional(),
});

export const roleQuerySchema = z.object({ email: emailField });

/** Two-step sign-in (issue 27): the six digits an authenticator app shows now. */
const TOTP_CODE = { pattern: /^\d{6}$/, examples: ["123456"] };
const ENTER_CODE = "Enter the 6-digit code from your app";
export const totpCodeSchema = textField("Code", {
  notText: ENTER_CODE,
  required: ENTER_CODE,
  form: TOTP_CODE,
  notForm: ENTER_CODE,
});

/** One of the ten recovery codes shown at set-up (Better Auth's form: five letters or digits, a dash, five more). */
export const RECOVERY_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** Turning two-step sign-in on starts with the password (Better Auth asks for it). */
export const twoFactorSetupSchema = z.object({ password: signInSchema.shape.password });

/** The first code from the app confirms the set-up; only then is two-step sign-in on. */
export const twoFactorConfirmSchema = z.object({ code: totpCodeSchema });

/** Turning it off takes the password and a current code. */
export const twoFactorDisableSchema = z.object({ password: signInSchema.shape.password, code: totpCodeSchema });

const ENTER_EITHER_CODE = "Enter the code from your app, or a recovery code";
/**
 * The second step of signing in: a code from the app or a recovery code (one field for either), and
 * whether to trust this device for 30 days (off unless ticked).
 */
export const twoFactorSignInSchema = z.object({
  code: textField("Code", {
    notText: ENTER_EITHER_CODE,
    required: ENTER_EITHER_CODE,
    form: {
      pattern: new RegExp(`^(?:${TOTP_CODE.pattern.source.slice(1, -1)}|${RECOVERY_CODE.source.slice(1, -1)})$`),
      examples: ["123456", "abcde-12345"],
    },
    notForm: ENTER_EITHER_CODE,
  }),
  trustDevice: z
    .enum(["on", ""])
    .optional()
    .transform((value) => value === "on"),
});
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInSchema>;
