import { SESSIONS_SECTION_ID } from "#domain/sessions";
import { showSuccess } from "../../components/alerts";
import { usePostIntent } from "./forms";
import { Section } from "./profile-forms";

/** One signed-in browser as the profile page's loader reads it (app/features/dashboard/sessions-action.server.ts). */
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

/** A device trusted for 30 days at two-step sign-in, as the profile page's loader reads it. */
export interface TrustedDeviceRow {
  id: string;
  /** "Chrome on Windows", or "A device trusted before this list" (its browser was not recorded). */
  device: string;
  ipAddress: string;
  /** In Dhaka time; "" when not known. */
  trustedAt: string;
  /** When it asks for the code again (Dhaka time). */
  until: string;
}

/** One row of the lists below: a device, what is known of it, and what can be done to it. */
function DeviceRow({
  id,
  title,
  mark,
  details,
  action,
}: {
  id: string;
  title: string;
  mark?: string;
  details: string[];
  action?: { label: string; busy: boolean; run: () => void };
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4">
      <div className="min-w-0">
        <p id={id} className="font-semibold wrap-anywhere text-slate-900">
          {title}
          {mark && (
            <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {mark}
            </span>
          )}
        </p>
        {details.map((line) => (
          <p key={line} className="text-sm wrap-anywhere text-slate-600">
            {line}
          </p>
        ))}
      </div>
      {action && (
        <button type="button" className="btn-outline" aria-describedby={id} disabled={action.busy} onClick={action.run}>
          {action.label}
        </button>
      )}
    </li>
  );
}

/**
 * Issue 39 item 3: the devices that skip the code for 30 days ("Trust this device" on the code
 * page), each forgotten on its own or all at once; changing the password or turning two-step
 * sign-in off forgets them all. The posts go to the profile page's action, like the sessions'.
 */
export function TrustedDevicesList({ devices }: { devices: TrustedDeviceRow[] }) {
  const { act, busy } = usePostIntent<{ forgotten: number }>();
  const forget = (device: TrustedDeviceRow) =>
    act({ intent: "forget-device", id: device.id }, () =>
      showSuccess("Device forgotten", { text: `${device.device} will ask for a code at its next sign-in.` }),
    );
  const forgetAll = () =>
    act({ intent: "forget-devices" }, () =>
      showSuccess("Devices forgotten", { text: "Every device will ask for a code at its next sign-in." }),
    );
  return (
    <Section
      title="Trusted devices"
      lead="These browsers skip the code for 30 days because you ticked “Trust this device” there. Forget any you no longer use or do not recognise."
    >
      {devices.length === 0 ? (
        <p className="text-sm text-slate-600">
          No trusted devices. Tick “Trust this device for 30 days” on the code page to add the browser you sign in with.
        </p>
      ) : (
        <ul className="grid gap-3">
          {devices.map((device) => (
            <DeviceRow
              key={device.id}
              id={`device-${device.id}`}
              title={device.device}
              details={[
                device.ipAddress || "Unknown address",
                ...(device.trustedAt ? [`Trusted ${device.trustedAt}`] : []),
                `Asks for a code again after ${device.until}`,
              ]}
              action={{ label: "Forget", busy, run: () => void forget(device) }}
            />
          ))}
        </ul>
      )}
      {devices.length > 1 && (
        <button type="button" className="btn-primary mt-5" disabled={busy} onClick={() => void forgetAll()}>
          Forget all trusted devices
        </button>
      )}
    </Section>
  );
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
            <DeviceRow
              key={session.id}
              id={`session-${session.id}`}
              title={session.device}
              mark={session.current ? "This device" : undefined}
              details={[session.ipAddress || "Unknown address", `Last active ${session.lastActive}`]}
              action={session.current ? undefined : { label: "Sign out", busy, run: () => void signOut(session) }}
            />
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
