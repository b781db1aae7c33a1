import { pageMeta } from "../components/page-meta";
import { PersonPhoto } from "../components/person-photo";
import { useAuth } from "../lib/auth-context";
import { NameForm, PasswordForm, PhotoForm } from "../features/dashboard/profile-forms";
import type { Route } from "./+types/dashboard.profile";
import { data } from "react-router";
import { z } from "#domain/zod";
import { formFailure, invalidForm } from "#domain/form-reply";
import { passwordChangeSchema, profileUpdateSchema } from "#domain/accounts";
import { readPost } from "../features/dashboard/dashboard.server";
import { replyOrProblem, SOMETHING_WRONG } from "../features/dashboard/forms";
import { serverContext } from "#server/load-context";
import type { AuthAnswer } from "#server/auth/page-auth";
import { SessionsList, TrustedDevicesList } from "../features/dashboard/sessions-list";
import { endSessions, isSessionPost, loadSessions, sessionPosts } from "../features/dashboard/sessions-action.server";
import { requireAdmin } from "../features/dashboard/dashboard.server";
import { TWO_STEP_INTENTS, twoStepAction } from "../features/dashboard/two-step-action.server";
import { TwoStepSection } from "../features/dashboard/two-step-section";

const profilePost = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["name", "password", ...TWO_STEP_INTENTS]), values: z.unknown() }),
  ...sessionPosts,
]);

/** Whether two-step sign-in is on for the signed-in account (decision 0046), its sessions (decision 0047) and trusted devices. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireAdmin(context, "user");
  const { users } = context.get(serverContext).services;
  const [hasPassword, pending] = await Promise.all([users.hasPassword(user.id), users.twoStepPending(user.id)]);
  return { twoStep: { on: user.twoStep === true, hasPassword, pending }, ...(await loadSessions(context)) };
}

/**
 * The account's own name and password (decision 0044), through Better Auth's server API with this
 * request's session; a new password's session cookie goes back with the reply. Its sessions'
 * Sign out and Sign out all other sessions (decision 0047), for its own sessions only.
 */
export async function action(args: Route.ActionArgs) {
  const { admin: me, services, post } = await readPost(args, profilePost, "user");
  if (isSessionPost(post)) return endSessions(me, services, post);
  if (post.intent !== "name" && post.intent !== "password") return twoStepAction(args, post.intent, post.values);
  const password = post.intent === "password";
  const { pageAuth } = args.context.get(serverContext);
  const { headers } = args.request;
  let answer: AuthAnswer<unknown>;
  if (password) {
    const parsed = passwordChangeSchema.safeParse(post.values);
    if (!parsed.success) return data(invalidForm({}, parsed.error), 400);
    answer = await pageAuth.changePassword(headers, parsed.data);
  } else {
    const parsed = profileUpdateSchema.safeParse(post.values);
    if (!parsed.success) return data(invalidForm({}, parsed.error), 400);
    // Better Auth's name for the photo is `image` (null removes it).
    const { photoURL, ...rest } = parsed.data;
    answer = await pageAuth.updateUser(headers, photoURL === undefined ? rest : { ...rest, image: photoURL });
  }
  if (answer.ok) return data({ ok: true }, { headers: answer.cookies });
  const { code, message } = answer;
  if (code === "INVALID_PASSWORD")
    return data(formFailure({}, { fieldErrors: { currentPassword: "The current password is incorrect" } }), 400);
  return data(formFailure({}, { formError: message ?? SOMETHING_WRONG }), answer.status);
}
export const clientAction = replyOrProblem;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Your Profile", description: "Your account.", noIndex: true });

/**
 * Spec §2 profile: photo (or a fixed placeholder), display name (or Anonymous), e-mail, Logout → /;
 * then the forms to change the name, photo and password, and the account's sessions.
 */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, logOut, loading } = useAuth();
  const onLogout = async () => {
    try {
      // The home page is not hydrated (decision 0027): it loads as a document.
      await logOut("/");
    } catch (error) {
      console.error("Logout failed", error);
    }
  };
  return (
    <div className="py-6">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Your Profile</h1>
        <PersonPhoto
          src={user?.photoURL}
          alt="Your profile photo"
          width={128}
          height={128}
          className="mx-auto mt-6 h-32 w-32 rounded-full object-cover"
        />
        <p className="mt-4 text-xl font-semibold wrap-anywhere text-slate-900">{user?.displayName || "Anonymous"}</p>
        <p className="wrap-anywhere text-slate-600">{user?.email}</p>
        <button type="button" onClick={onLogout} disabled={loading} className="btn-primary mt-6 disabled:opacity-60">
          Logout
        </button>
      </div>
      <div className="mx-auto mt-8 grid max-w-md gap-6">
        <NameForm />
        <PhotoForm />
        <PasswordForm />
        <TwoStepSection {...loaderData.twoStep} />
        {loaderData.twoStep.on && <TrustedDevicesList devices={loaderData.trustedDevices} />}
        <SessionsList sessions={loaderData.sessions} />
      </div>
    </div>
  );
}
