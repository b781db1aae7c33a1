// npm run reset-two-factor -- --email E [--confirm]
// For the operator with shell access, when an account's owner has lost both the phone with the
// authenticator app and the recovery codes (issue 27 item 7): prints whose account it is (name,
// e-mail, role); with --confirm turns its two-step sign-in off (the password still works) and
// logs it in the dashboard's activity log. Runs on the configured database (DATABASE_URL).
import "./require-node.js";
import "./site-env.js";
import { operatorArgs } from "./operator-args.js";
import { importServerBuild } from "./server-build.js";

const USAGE = "Usage: npm run reset-two-factor -- --email admin@example.com [--confirm]";
const values = operatorArgs({ confirm: { type: "boolean" } }, USAGE);
const { resetTwoFactorOf, whoseAccount } = await importServerBuild();

try {
  const { outcome, account } = await resetTwoFactorOf({ email: values.email, confirm: Boolean(values.confirm) });
  const whose = whoseAccount(account);
  console.log(
    outcome === "was off"
      ? `Two-step sign-in is not on for ${whose}; nothing changed.`
      : outcome === "would turn off"
        ? `Two-step sign-in is on for ${whose}.\nNothing was changed. Make sure the request comes from this person, then run again with --confirm to turn it off.`
        : `Two-step sign-in is now off for ${whose}. They sign in with the password alone and should set it up again on their profile. Logged in the activity log.`,
  );
} catch (error) {
  console.error(`Could not reset two-step sign-in: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
