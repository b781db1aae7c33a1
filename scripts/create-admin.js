// npm run create-admin -- --email E --password P --name N
// Creates an admin account (or makes an existing account admin) in the configured database
// (DATABASE_URL, as for the server). Builds the server first if there is no build yet.
import { parseArgs } from "node:util";
import { importServerBuild } from "./server-build.js";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } } });
if (!values.email) {
  console.error("Usage: npm run create-admin -- --email admin@example.com --password Secret12 [--name \"Site Admin\"]");
  process.exit(2);
}
const { createAdmin } = await importServerBuild();

try {
  const outcome = await createAdmin({ email: values.email, password: values.password, name: values.name });
  console.log(outcome === "created" ? `Created admin account ${values.email}.` : `${values.email} is now an admin.`);
} catch (error) {
  console.error(`Could not create the admin: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
