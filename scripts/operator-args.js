// The command-line options of the operator's account scripts (create-admin, reset-two-factor): read
// with node:util's parseArgs; a wrong option or a missing --email prints the usage and exits with 2.
import { parseArgs } from "node:util";

export function operatorArgs(options, usage) {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: "string" }, ...options } }));
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  if (!values.email) {
    console.error(usage);
    process.exit(2);
  }
  return values;
}
