import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { BackgroundWork } from "../background";
import type { NewSignInMailer } from "../mail/new-sign-in";

/** The settings of the new-sign-in e-mail: the mailer, and where its work runs after the answer. */
export interface NewSignInSettings {
  mailer: NewSignInMailer;
  background: BackgroundWork;
}

/**
 * The endpoints whose new session is a sign-in (a password, Google's callback, a second step's
 * code). A sign-up is not (a new account is never an admin yet), nor a password change or
 * two-step sign-in turned on or off, which replace the session of a browser already signed in.
 */
const isSignInPath = (path: string | undefined) =>
  Boolean(path && ["/sign-in/", "/callback/", "/two-factor/verify"].some((start) => path.startsWith(start)));

/**
 * Issue 27 item 5 (decision 0047): an admin is e-mailed about every new session (device, address,
 * time, a link to the sessions list). A plugin's after hook, so it sees the session a sign-in
 * really made: listed after a plugin that holds a sign-in back for a second step (twoFactor),
 * it finds none until the code is given. A session made for a request that already had one (the
 * first code that turns two-step sign-in on, on the same path as the second step) is no sign-in.
 * The mail leaves after the answer (background work); a failure to send is logged there and never
 * touches the sign-in.
 */
export function newSignInNotice({ mailer, background }: NewSignInSettings): BetterAuthPlugin {
  return {
    id: "new-sign-in-notice",
    hooks: {
      after: [
        {
          matcher: (ctx) => isSignInPath(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const made = ctx.context.newSession;
            // A request that came with a session (confirming two-step sign-in's set-up) only replaces its own.
            if (!made || ctx.context.session || (made.user as { role?: unknown }).role !== "admin") return;
            const { user, session } = made;
            background.run("new sign-in e-mail", () =>
              mailer(
                { name: user.name, email: user.email },
                {
                  userAgent: session.userAgent ?? null,
                  ipAddress: session.ipAddress ?? null,
                  at: new Date(session.createdAt).toISOString(),
                },
              ),
            );
          }),
        },
      ],
    },
  };
}
