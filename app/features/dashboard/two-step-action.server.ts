import { data, type RouterContextProvider } from "react-router";
import { formFailure, type FormReply, invalidForm } from "#domain/form-reply";
import { twoFactorConfirmSchema, twoFactorDisableSchema, twoFactorSetupSchema } from "#domain/accounts";
import { serverContext } from "#server/load-context";
import type { AuthAnswer, AuthRefusal } from "#server/auth/page-auth";
import { type QrPicture, setUpPicture } from "#server/auth/two-step";
import { SOMETHING_WRONG } from "./forms";

/**
 * The profile's "Two-step sign-in" (issue 27, decision 0046): set up (the password → a key and its
 * QR code), confirm with a first code (then it is on, and the ten recovery codes are shown), turn
 * off (the password and a current code). Each step is Better Auth's server API, called with this
 * request's session like the name and password forms (decisions 0044, 0051).
 */
export const TWO_STEP_INTENTS = ["two-step-start", "two-step-restart", "two-step-confirm", "two-step-off"] as const;
export type TwoStepIntent = (typeof TWO_STEP_INTENTS)[number];

/** What the set-up step sends back: the key to type, its QR code, and the recovery codes to show once it is confirmed. */
export interface TwoStepSetUp {
  key: string;
  qr: QrPicture;
  /** The key as an otpauth://totp/ address: a link that adds it to the phone's authenticator app. */
  appLink: string;
  recoveryCodes: string[];
}

export const WRONG_PASSWORD = "The password is incorrect";
export const WRONG_CODE = "That code is not right. Enter the code your app shows now.";

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export async function twoStepAction({ request, context }: ActionArgs, intent: TwoStepIntent, values: unknown) {
  const { headers } = request;
  const server = context.get(serverContext);
  const { pageAuth } = server;
  if (intent === "two-step-start" || intent === "two-step-restart") {
    const parsed = twoFactorSetupSchema.safeParse(values);
    if (!parsed.success) return data(invalidForm({}, parsed.error), 400);
    const user = server.sessionUser;
    // A set-up already started (a reload, another tab) shows its own key again: the entry the app
    // has keeps working. Only "Start over" makes a new one.
    if (intent === "two-step-start" && user && (await server.services.users.twoStepPending(user.id))) {
      const pending = await pageAuth.pendingTwoStep(headers, parsed.data, user.id);
      if (!pending.ok) return refused(pending);
      return setUpReply(pending.value);
    }
    // The name an authenticator app shows for this account: the company's, as the site shows it.
    const answer = await pageAuth.enableTwoStep(headers, { ...parsed.data, issuer: server.site.companyName });
    if (!answer.ok) return refused(answer);
    // Always an app's key: our body rules ask Better Auth for TOTP (server/auth/index.ts).
    if (answer.value.method !== "totp") throw new Error("two-step set-up answered without an app's key");
    return setUpReply(answer.value);
  }
  let answer: AuthAnswer<unknown>;
  if (intent === "two-step-confirm") {
    const parsed = twoFactorConfirmSchema.safeParse(values);
    if (!parsed.success) return data(invalidForm({}, parsed.error), 400);
    answer = await pageAuth.verifyTotp(headers, parsed.data);
  } else {
    const parsed = twoFactorDisableSchema.safeParse(values);
    if (!parsed.success) return data(invalidForm({}, parsed.error), 400);
    answer = await pageAuth.disableTwoStep(headers, parsed.data);
  }
  if (!answer.ok) return refused(answer);
  return data({ ok: true }, { headers: answer.cookies });
}

/** The set-up's answer: the key to type, its QR code and app link, and the recovery codes. */
async function setUpReply({ totpURI, backupCodes }: { totpURI: string; backupCodes: string[] }) {
  const done: TwoStepSetUp = { ...(await setUpPicture(totpURI)), recoveryCodes: backupCodes };
  return data<FormReply<string, TwoStepSetUp>>({ ok: true, done });
}

/** Better Auth's refusal under the field at fault (a wrong password or code), else above the form. */
function refused({ code, status }: AuthRefusal) {
  if (code === "INVALID_PASSWORD") return data(formFailure({}, { fieldErrors: { password: WRONG_PASSWORD } }), 400);
  if (code === "INVALID_CODE") return data(formFailure({}, { fieldErrors: { code: WRONG_CODE } }), 400);
  return data(formFailure({}, { formError: SOMETHING_WRONG }), status);
}
