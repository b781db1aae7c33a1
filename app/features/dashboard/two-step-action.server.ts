import { data, type RouterContextProvider } from "react-router";
import { z } from "#domain/zod";
import { formFailure, type FormReply, invalidForm } from "#domain/form-reply";
import { twoFactorConfirmSchema, twoFactorDisableSchema, twoFactorSetupSchema } from "#domain/accounts";
import { serverContext } from "#server/load-context";
import { type QrPicture, setUpPicture, TWO_FACTOR_PATHS } from "#server/auth/two-factor";
import { cookiesOf, refusal } from "../../lib/auth-answers";
import { SOMETHING_WRONG } from "./actions";

/**
 * The profile's "Two-step sign-in" (issue 27, decision 0046): set up (the password → a key and its
 * QR code), confirm with a first code (then it is on, and the ten recovery codes are shown), turn
 * off (the password and a current code). Each step is Better Auth's endpoint, called with this
 * request's session like the name and password forms (decision 0044).
 */
export const TWO_STEP_INTENTS = ["two-step-start", "two-step-confirm", "two-step-off"] as const;
export type TwoStepIntent = (typeof TWO_STEP_INTENTS)[number];

/** What the set-up step sends back: the key to type, its QR code, and the recovery codes to show once it is confirmed. */
export interface TwoStepSetUp {
  key: string;
  qr: QrPicture;
  recoveryCodes: string[];
}

export const WRONG_PASSWORD = "The password is incorrect";
export const WRONG_CODE = "That code is not right. Enter the code your app shows now.";

const schemas = {
  "two-step-start": twoFactorSetupSchema,
  "two-step-confirm": twoFactorConfirmSchema,
  "two-step-off": twoFactorDisableSchema,
} satisfies Record<TwoStepIntent, z.ZodType>;

const endpoints = {
  "two-step-start": TWO_FACTOR_PATHS.enable,
  "two-step-confirm": TWO_FACTOR_PATHS.verifyTotp,
  "two-step-off": TWO_FACTOR_PATHS.disable,
} as const;

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export async function twoStepAction({ request, context }: ActionArgs, intent: TwoStepIntent, values: unknown) {
  const parsed = schemas[intent].safeParse(values);
  if (!parsed.success) return data(invalidForm({}, parsed.error), 400);
  const server = context.get(serverContext);
  // The name an authenticator app shows for this account: the company's, as the site shows it.
  const body = intent === "two-step-start" ? { ...parsed.data, issuer: server.site.companyName } : parsed.data;
  const answer = await server.authForm(request, endpoints[intent], body);
  if (!answer.ok) {
    const { code } = await refusal(answer);
    if (code === "INVALID_PASSWORD") return data(formFailure({}, { fieldErrors: { password: WRONG_PASSWORD } }), 400);
    if (code === "INVALID_CODE") return data(formFailure({}, { fieldErrors: { code: WRONG_CODE } }), 400);
    return data(formFailure({}, { formError: SOMETHING_WRONG }), answer.status);
  }
  if (intent !== "two-step-start") return data({ ok: true }, { headers: cookiesOf(answer) });
  const { totpURI, backupCodes } = (await answer.json()) as { totpURI: string; backupCodes: string[] };
  const done: TwoStepSetUp = { ...(await setUpPicture(totpURI)), recoveryCodes: backupCodes };
  return data<FormReply<string, TwoStepSetUp>>({ ok: true, done });
}
