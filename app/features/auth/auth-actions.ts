import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { passwordResetRequestSchema, signInSchema, signUpSchema } from "#domain/accounts";
import { fieldMessages } from "#domain/field-messages";
import { flashCookie, type FlashName } from "../../enhance/flash";
import { apiErrorFrom } from "../../lib/api";
import { textFields } from "../../lib/form-data";
import {
  type LoginField,
  type SignupField,
  LOGIN_FIELDS,
  SIGNUP_FIELDS,
  signInProblem,
  signUpProblem,
} from "./auth-forms";
import type { FormErrors } from "../../enhance/form";
import { safeRedirect } from "./return-path";
import { serverContext } from "#server/load-context";

/**
 * /login and /signup posted as plain forms (decision 0027): without JavaScript, or before the
 * page's script has run. Checked with the same schema, sent to the same Better Auth endpoint,
 * answered with the same messages as the enhanced forms; on success the session cookies and the
 * success alert's cookie go with the redirect. /forgot-password is only ever this form.
 */

/** What the page shows after a failed post: the messages, and what was typed (never the password). */
export interface AuthActionData<Field extends string> {
  errors: FormErrors<Field>;
  values: Partial<Record<Field, string>>;
}

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

async function failure(answer: Response) {
  return apiErrorFrom(answer.status, (await answer.json().catch(() => null)) as Record<string, unknown> | null);
}

/** The redirect that signs the browser in: Better Auth's cookies plus the alert for the next page. */
function signedIn(answer: Response, to: string, flash: FlashName) {
  const headers = new Headers();
  for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashCookie(flash));
  return redirect(to, { headers });
}

async function postedForm<Field extends string, S extends z.ZodType>(
  request: Request,
  fields: readonly Field[],
  schema: S,
) {
  const values = textFields(await request.formData(), fields);
  const parsed = schema.safeParse(values);
  return { values, parsed };
}

/** Back to the page named by `redirectTo` (same site only), otherwise /, as the enhanced form does. */
export async function loginAction({ request, url, context }: ActionArgs) {
  const { values, parsed } = await postedForm(request, LOGIN_FIELDS, signInSchema);
  const kept = withoutPassword(values);
  if (!parsed.success)
    return data<AuthActionData<LoginField>>({ errors: fieldMessages(parsed.error), values: kept }, 400);
  const answer = await context.get(serverContext).authForm(request, "/sign-in/email", parsed.data);
  if (!answer.ok)
    return data<AuthActionData<LoginField>>(
      { errors: signInProblem(await failure(answer)), values: kept },
      answer.status,
    );
  return signedIn(answer, safeRedirect(url.searchParams.get("redirectTo")), "signed-in");
}

/** What /forgot-password shows once a link was asked for: the same for every address (no hint whether an account exists). */
export interface ResetRequested {
  sentTo: string;
}

/** "Forgot password?": a reset link for the address, if an account has it (Better Auth's endpoint; its rate limit applies). */
export async function passwordResetRequestAction({ request, context }: ActionArgs) {
  const { values, parsed } = await postedForm(request, ["email"] as const, passwordResetRequestSchema);
  if (!parsed.success) return data<AuthActionData<"email">>({ errors: fieldMessages(parsed.error), values }, 400);
  const answer = await context
    .get(serverContext)
    .authForm(request, "/request-password-reset", { email: parsed.data.email });
  if (!answer.ok)
    return data<AuthActionData<"email">>({ errors: { root: (await failure(answer)).message }, values }, answer.status);
  return data<ResetRequested>({ sentTo: parsed.data.email });
}

/** Spec §4 sign-up: the account with name and photo, the user record saved, then / (spec §2). */
export async function signupAction({ request, context }: ActionArgs) {
  const { values, parsed } = await postedForm(request, SIGNUP_FIELDS, signUpSchema);
  const kept = withoutPassword(values);
  if (!parsed.success)
    return data<AuthActionData<SignupField>>({ errors: fieldMessages(parsed.error), values: kept }, 400);
  const { name, photoURL, email, password } = parsed.data;
  const server = context.get(serverContext);
  const answer = await server.authForm(request, "/sign-up/email", { name, image: photoURL, email, password });
  if (!answer.ok)
    return data<AuthActionData<SignupField>>(
      { errors: signUpProblem(await failure(answer)), values: kept },
      answer.status,
    );
  const { user } = (await answer.clone().json()) as { user: { id: string } };
  await server.services.users.saveRecord(user.id, { name, photoURL });
  return signedIn(answer, "/", "signed-up");
}
