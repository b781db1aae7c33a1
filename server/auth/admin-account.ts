import { PLACEHOLDER_PHOTO, signUpSchema, type UserRecord } from "#domain/accounts";
import { formatCompanyDateTime } from "#domain/dates";
import { OPERATOR } from "../services/activity";
import type { UserService } from "../services/users";
import type { Auth } from "./index";

export interface AdminRequest {
  email: string;
  password?: string;
  name?: string;
  /** Make an account that already exists an admin: the operator has seen whose it is. */
  promoteExisting?: boolean;
}

export interface AdminOutcome {
  outcome: "created" | "promoted" | "already admin";
  account: UserRecord;
}

/** The activity log names the operator for the promotion (issue 39 item 6), as for every admin's. */
const BY_OPERATOR = { id: "", email: OPERATOR };

/** The operator's request was refused and nothing was changed; the message says why and what to do. */
export class AdminRefused extends Error {}

/** "Name, created 22 Nov 2026, 10:47 (Dhaka time)": whose account this is, for the operator to judge, in the site's time. */
export function describeAccount(account: UserRecord): string {
  return `${account.name || "(no name)"}, created ${formatCompanyDateTime(account.createdAt)}`;
}

async function checkPassword(auth: Auth, userId: string, password: string): Promise<"matches" | "differs" | "none"> {
  const context = await auth.$context;
  const hash = (await context.internalAdapter.findAccounts(userId)).find(
    (account) => account.providerId === "credential",
  )?.password;
  if (!hash) return "none";
  return (await context.password.verify({ hash, password })) ? "matches" : "differs";
}

/**
 * `npm run create-admin`: creates an admin account, or — only when asked with `promoteExisting`
 * and never with a password that is not the account's — makes an existing account admin. Anyone
 * can sign up with the company's address before the operator does, so an existing account is
 * never promoted silently.
 */
export async function makeAdmin(
  auth: Auth,
  users: UserService,
  { email, password, name, promoteExisting = false }: AdminRequest,
): Promise<AdminOutcome> {
  const existing = await users.findByEmail(email);
  if (!existing) {
    if (!password)
      throw new AdminRefused(
        "No account with this e-mail yet: give --password (6–20 characters, upper and lower case and a digit).",
      );
    const parsed = signUpSchema.safeParse({
      name: name ?? email.split("@")[0],
      photoURL: PLACEHOLDER_PHOTO,
      email,
      password,
    });
    if (!parsed.success)
      throw new AdminRefused(parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join("; "));
    const { token } = await auth.api.signUpEmail({
      body: { email: parsed.data.email, password, name: parsed.data.name, image: PLACEHOLDER_PHOTO },
    });
    // Signing up signs in: that session belongs to no browser, and would show in the admin's sessions list.
    if (token) await (await auth.$context).internalAdapter.deleteSession(token);
    const made = (await users.findByEmail(parsed.data.email))!;
    await users.promote(made._id, BY_OPERATOR);
    return { outcome: "created", account: { ...made, role: "admin" } };
  }

  const whose = `An account with ${existing.email} already exists (${describeAccount(existing)})`;
  const passwordCheck = password === undefined ? "not given" : await checkPassword(auth, existing._id, password);
  if (passwordCheck === "differs" || passwordCheck === "none") {
    const why =
      passwordCheck === "none"
        ? "it has no password (it signs in with Google)"
        : "the password you gave is not its password";
    // With --promote-existing already given, only the password is in the way.
    const password = passwordCheck === "none" ? "no --password" : "its password (or no --password)";
    throw new AdminRefused(
      `${whose}, but ${why}. Nothing was changed.\n` +
        `If the account is yours, run again with ${promoteExisting ? "" : "--promote-existing and "}${password}.\n` +
        "If it is not, someone else registered this address: make the admin with another e-mail, then delete that account on the dashboard's Users page.",
    );
  }
  if (existing.role === "admin") return { outcome: "already admin", account: existing };
  if (!promoteExisting)
    throw new AdminRefused(
      `${whose}. Nothing was changed.\nIf the account is yours, run again with --promote-existing to make it an admin.`,
    );
  await users.promote(existing._id, BY_OPERATOR);
  return { outcome: "promoted", account: { ...existing, role: "admin" } };
}
