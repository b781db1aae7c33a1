import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { accountSchemasFor } from "#domain/accounts";
import { LOGIN_FIELDS, type LoginField, SIGNUP_FIELDS, type SignupField } from "#domain/account-texts";
import { formFailure, type FormProblem, type FormReply, invalidForm } from "#domain/form-reply";
import { flashCookie, type FlashName, safeRedirect, secondStepPage } from "./landing";
import { accountRefusals } from "../../i18n/accounts";
import { formAlerts } from "../../i18n/form-alerts";
import { textFields } from "../../lib/form-data";
import type { AuthRefusal } from "#server/auth/page-auth";
import { serverContext } from "#server/load-context";
import { type Locale, localeOfPath, localizedPath } from "#domain/locale";

/**
 * /login, /signup and /forgot-password: the one write path of these forms (decision 0044), posted
 * by the browser without JavaScript and by the page's script (app/enhance/auth-pages.ts) with it.
 * Checked with the shared schema and passed to Better Auth's server API (server/auth/page-auth.ts); a failure is answered
 * with the page and its FormReply, a success with a redirect carrying the session cookies and the
 * success alert's cookie. Every message is in the page's language (decision 0054): the schema's
 * for the page's locale, and the refusals chosen here by their reason. Better Auth's own words,
 * passed on when it gives them, stay as it wrote them.
 */

interface ActionArgs {
  request: Request;
  /** The address React Router matched (without its `.data` suffix and own search parameters). */
  url: URL;
  context: Readonly<RouterContextProvider>;
}

function withoutPassword<Field extends string>(values: Record<Field, string>): Partial<Record<Field, string>> {
  const kept: Partial<Record<Field, string>> = { ...values };
  delete kept["password" as Field];
  return kept;
}

/** The redirect that signs the browser in: Better Auth's cookies plus the alert for the next page. */
function signedIn(cookies: Headers, to: string, flash: FlashName) {
  const headers = new Headers(cookies);
  headers.append("Set-Cookie", flashCookie(flash));
  return redirect(to, { headers });
}

/** A wrong password and an unknown address get the same message; too many attempts says so. */
function signInProblem({ status }: AuthRefusal, locale: Locale): FormProblem<LoginField> {
  const says = accountRefusals[locale];
  return { formError: status === 429 ? says.tooManyAttempts : says.wrongPassword };
}

/** A taken address under the e-mail field, a field the server rejected under that field, anything else above the button. */
function signUpProblem({ status, code, field, message }: AuthRefusal, locale: Locale): FormProblem<SignupField> {
  const says = accountRefusals[locale];
  if (status === 429) return { formError: says.tooManyAttempts };
  if (code?.startsWith("USER_ALREADY_EXISTS")) return { fieldErrors: { email: says.emailTaken } };
  if (field && message && (SIGNUP_FIELDS as readonly string[]).includes(field))
    return { fieldErrors: { [field as SignupField]: message } };
  return { formError: message ?? says.accountNotCreated };
}

/** A reset link not sent: Better Auth's own words. */
function resetRequestProblem({ status, message }: AuthRefusal, locale: Locale): FormProblem<"email"> {
  if (status === 429) return { formError: accountRefusals[locale].tooManyAttempts };
  return { formError: message ?? formAlerts[locale].somethingWentWrong };
}

/** Whether Better Auth's answer to a right password (the two-factor plugin's, in place of a session) asks for the second step. */
const asksSecondStep = (value: object) => "twoFactorRedirect" in value && value.twoFactorRedirect === true;

/** The code page's fields (/login/code). */
const SECOND_STEP_FIELDS = ["code", "trustDevice"] as const;

async function postedForm<Field extends string, S extends z.ZodType>(
  request: Request,
  fields: readonly Field[],
  schema: S,
) {
  const values = textFields(await request.formData(), fields);
  const parsed = schema.safeParse(values);
  return { values, parsed };
}

/** The home page in the language of the page at `url` (where signing in or up leads by default). */
const homeOf = (url: URL) => localizedPath("/", localeOfPath(url.pathname));

/** Back to the page named by `redirectTo` (same site only), otherwise the home page in the page's language. */
export async function loginAction({ request, url, context }: ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const { values, parsed } = await postedForm(request, LOGIN_FIELDS, accountSchemasFor(locale).signIn);
  const kept = withoutPassword(values);
  if (!parsed.success) return data(invalidForm(kept, parsed.error), 400);
  const answer = await context.get(serverContext).pageAuth.signIn(request.headers, parsed.data);
  if (!answer.ok) return data(formFailure(kept, signInProblem(answer, locale)), answer.status);
  // Two-step sign-in is on for the account: no session yet, the code page next (its cookie passed on).
  if (asksSecondStep(answer.value))
    return redirect(secondStepPage(url, url.searchParams.get("redirectTo")), { headers: answer.cookies });
  return signedIn(answer.cookies, safeRedirect(url.searchParams.get("redirectTo"), homeOf(url)), "signed-in");
}

/** "Forgot password?": a reset link for the address, if an account has it (Better Auth's endpoint; its rate limit applies). */
export async function passwordResetRequestAction({ request, url, context }: ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const schema = accountSchemasFor(locale).passwordResetRequest;
  const { values, parsed } = await postedForm(request, ["email"] as const, schema);
  if (!parsed.success) return data(invalidForm(values, parsed.error), 400);
  // The link leads to the reset page in this page's language, and the e-mail is written in it (issue 26).
  const redirectTo = localizedPath("/reset-password", locale);
  const answer = await context
    .get(serverContext)
    .pageAuth.requestPasswordReset(request.headers, { email: parsed.data.email, redirectTo });
  if (!answer.ok) return data(formFailure(values, resetRequestProblem(answer, locale)), answer.status);
  // The same answer for every address (no hint whether an account exists).
  return data<FormReply<"email", { sentTo: string }>>({ ok: true, done: { sentTo: parsed.data.email } });
}

/** What the reset page shows instead of its form: the link's state, or the password changed. */
export type ResetOutcome = "missing" | "invalid" | "changed";

/**
 * /reset-password: the token comes in the post (the page's script keeps it in memory, decision
 * 0032) or in the address (posted without JavaScript). `intent=check` only asks whether the link
 * still works (on opening, without using it); otherwise the new password is set through Better Auth.
 */
export async function passwordResetAction({ request, url, context }: ActionArgs) {
  const form = await request.formData();
  const { token, newPassword } = textFields(form, ["token", "newPassword"] as const);
  const sent = { newPassword, token: token || (url.searchParams.get("token") ?? "") };
  type Reply = FormReply<"newPassword", ResetOutcome>;
  const outcome = (done: ResetOutcome) => data<Reply>({ ok: true, done }, done === "changed" ? 200 : 400);
  const server = context.get(serverContext);
  if (!sent.token) return outcome("missing");
  if (form.get("intent") === "check")
    return (await server.services.resetLinkWorks(sent.token)) ? data<Reply>({ ok: true }) : outcome("invalid");
  const locale = localeOfPath(url.pathname);
  const parsed = accountSchemasFor(locale).passwordReset.safeParse(sent);
  if (!parsed.success) return data<Reply>(invalidForm({}, parsed.error), 400);
  const answer = await server.pageAuth.resetPassword(request.headers, parsed.data);
  if (answer.ok) return outcome("changed");
  if (answer.code === "INVALID_TOKEN") return outcome("invalid");
  return data<Reply>(formFailure({}, { formError: resetRequestProblem(answer, locale).formError }), answer.status);
}

/** Spec §4 sign-up: the account with name and photo (the user record is saved with it), then the home page (spec §2), in the page's language. */
export async function signupAction({ request, url, context }: ActionArgs) {
  const locale = localeOfPath(url.pathname);
  const { values, parsed } = await postedForm(request, SIGNUP_FIELDS, accountSchemasFor(locale).signUp);
  const kept = withoutPassword(values);
  if (!parsed.success) return data(invalidForm(kept, parsed.error), 400);
  const { name, photoURL, email, password } = parsed.data;
  const server = context.get(serverContext);
  const answer = await server.pageAuth.signUp(request.headers, { name, image: photoURL, email, password });
  if (!answer.ok) return data(formFailure(kept, signUpProblem(answer, locale)), answer.status);
  // The user record is saved with the account (server/auth/index.ts, profileSavedAt).
  return signedIn(answer.cookies, homeOf(url), "signed-up");
}

/** /login/code: the code checked by Better Auth; right, the session and the login's alert, back where the login would have led. */
export async function secondStepAction({ request, url, context }: ActionArgs) {
  const values = textFields(await request.formData(), SECOND_STEP_FIELDS);
  const kept = { code: "" };
  const locale = localeOfPath(url.pathname);
  const parsed = accountSchemasFor(locale).twoFactorSignIn.safeParse(values);
  if (!parsed.success) return data(invalidForm(kept, parsed.error), 400);
  const { code, trustDevice } = parsed.data;
  const { pageAuth } = context.get(serverContext);
  // Recovery codes are shown in capitals (since issue 43; earlier ones in mixed case, typed as shown):
  // one typed all in small letters is meant in capitals.
  const given = /[a-z]/.test(code) && code === code.toLowerCase() ? code.toUpperCase() : code;
  const verify = /^\d{6}$/.test(given) ? pageAuth.verifyTotp : pageAuth.verifyRecoveryCode;
  const answer = await verify(request.headers, { code: given, trustDevice });
  if (answer.ok)
    return signedIn(answer.cookies, safeRedirect(url.searchParams.get("redirectTo"), homeOf(url)), "signed-in");
  const says = accountRefusals[locale];
  if (answer.status === 429) return data(formFailure(kept, { formError: says.tooManyWrongCodes }), 429);
  if (answer.code === "INVALID_CODE" || answer.code === "INVALID_BACKUP_CODE")
    return data(formFailure(kept, { fieldErrors: { code: says.wrongCode } }), 400);
  // No second step open (its 10 minutes are over, five wrong codes ended it, or none was started).
  return data(formFailure(kept, { formError: says.secondStepClosed }), 400);
}
