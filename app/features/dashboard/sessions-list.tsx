import { SESSIONS_SECTION_ID } from "#domain/sessions";
import { showSuccess } from "../../components/alerts";
import { usePostIntent } from "./actions";
import { Section } from "./profile-forms";

/** One signed-in browser as the profile page's loader reads it (app/features/dashboard/sessions-action.ts). */
export interface SessionRow {
  id: string;
  /** "Chrome on Windows" (domain/sessions.ts). */
  device: string;
  ipAddress: string;
  /** In Dhaka time: "26 Nov 2026, 14:05 (Dhaka time)". */
  lastActive: string;
  /** The session of this very browser. */
  current: boolean;
}

/**
 * Issue 27 item 4: where the account is signed in, the most recently active first, this browser
 * marked; "Sign out" ends another one, "Sign out all other sessions" every other. The posts go to
 * the profile page's action (decision 0044); the list loads again after each.
 */
export function SessionsList({ sessions }: { sessions: SessionRow[] }) {
  const { act, busy } = usePostIntent<{ ended: number }>();
  const others = sessions.filter((session) => !session.current).length;
  const signOut = (session: SessionRow) =>
    act({ intent: "end-session", id: session.id }, () =>
      showSuccess("Signed out", {
        text: `${session.device} (${session.ipAddress || "unknown address"}) is signed out.`,
      }),
    );
  const signOutOthers = () =>
    act({ intent: "end-other-sessions" }, () =>
      showSuccess("Signed out", { text: "Every other session is signed out. You stay signed in here." }),
    );
  return (
    <div id={SESSIONS_SECTION_ID} className="scroll-mt-24">
      <Section
        title="Sessions"
        lead="Where your account is signed in, the most recently active first. Sign out any you do not recognise, then change your password."
      >
        <ul className="grid gap-3">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
            >
              <div className="min-w-0">
                <p id={`session-${session.id}`} className="font-semibold wrap-anywhere text-slate-900">
                  {session.device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      This device
                    </span>
                  )}
                </p>
                <p className="text-sm wrap-anywhere text-slate-600">{session.ipAddress || "Unknown address"}</p>
                <p className="text-sm text-slate-600">Last active {session.lastActive}</p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="btn-outline"
                  aria-describedby={`session-${session.id}`}
                  disabled={busy}
                  onClick={() => void signOut(session)}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
        {others > 0 && (
          <button type="button" className="btn-primary mt-5" disabled={busy} onClick={() => void signOutOthers()}>
            Sign out all other sessions
          </button>
        )}
      </Section>
    </div>
  );
}
