// npm run create-admin -- --email E --password P [--name N] [--promote-existing]
// Creates an admin account in the configured database (DATABASE_URL, as for the server). An
// account that already exists (anyone can sign up with the company's address first) becomes admin
// only with --promote-existing, and never when --password is not its password; the script prints
// whose account it is. Builds the server first if there is no build yet.
import "./require-node.js";
import "./site-env.js";
import { operatorArgs } from "./operator-args.js";
import { importServerBuild } from "./server-build.js";

const USAGE =
  'Usage: npm run create-admin -- --email admin@example.com --password Secret12 [--name "Site Admin"] [--promote-existing]';
const values = operatorArgs(
  { password: { type: "string" }, name: { type: "string" }, "promote-existing": { type: "boolean" } },
  USAGE,
);
const { createAdmin, describeAccount } = await importServerBuild();

try {
  const { outcome, account } = await createAdmin({
    email: values.email,
    password: values.password,
    name: values.name,
    promoteExisting: values["promote-existing"],
  });
  const whose = `${account.email} (${describeAccount(account)})`;
  console.log(
    outcome === "created"
      ? `Created admin account ${account.email}.`
      : outcome === "promoted"
        ? `Promoted the existing account ${whose} to admin.`
        : `${whose} is already an admin; nothing changed.`,
  );
  // Issue 27: a password alone should not open an admin account.
  console.log(
    "Recommended: sign in as this admin and turn on two-step sign-in on /dashboard/profile (ADMIN_TWO_FACTOR=required makes every admin do so).",
  );
} catch (error) {
  console.error(`Could not create the admin: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
