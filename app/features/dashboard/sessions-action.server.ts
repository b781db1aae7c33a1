import type { RouterContextProvider } from "react-router";
import { z } from "#domain/zod";
import { formatCompanyDateTime } from "#domain/dates";
import { describeUserAgent } from "#domain/sessions";
import type { SessionUser } from "#domain/roles";
import type { Services } from "#server/services/index";
import { serverContext } from "#server/load-context";
import { replyTo } from "./dashboard.server";
import { requireAdmin } from "./dashboard.server";
import type { SessionRow, TrustedDeviceRow } from "./sessions-list";

/**
 * The sessions list's posts to the profile page's action: one session (by id), or every other; one
 * trusted device (by its id), or every one.
 */
export const sessionPosts = [
  z.object({ intent: z.literal("end-session"), id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) }),
  z.object({ intent: z.literal("end-other-sessions") }),
  z.object({ intent: z.literal("forget-device"), id: z.string().regex(/^trust-device-[A-Za-z0-9_-]{1,128}$/) }),
  z.object({ intent: z.literal("forget-devices") }),
] as const;

/** Whether a post to the profile page's action is one of these. */
export const isSessionPost = (post: { intent: string }): post is SessionPost =>
  sessionPosts.some((schema) => schema.shape.intent.value === post.intent);

type SessionPost = z.infer<(typeof sessionPosts)[number]>;

/** The signed-in account's sessions and trusted devices for the profile page (read on the server, each request). */
export async function loadSessions(
  context: Readonly<RouterContextProvider>,
): Promise<{ sessions: SessionRow[]; trustedDevices: TrustedDeviceRow[] }> {
  const me = requireAdmin(context, "user");
  const { sessions } = context.get(serverContext).services;
  const [signedIn, trusted] = await Promise.all([sessions.list(me.id), sessions.trustedDevices(me.id)]);
  return {
    sessions: signedIn.map((session) => ({
      id: session.id,
      device: describeUserAgent(session.userAgent),
      ipAddress: session.ipAddress,
      lastActive: formatCompanyDateTime(session.lastActiveAt),
      current: session.id === me.sessionId,
    })),
    trustedDevices: trusted.map((device) => ({
      id: device.id,
      device: device.trustedAt ? describeUserAgent(device.userAgent) : "A device trusted before this list",
      ipAddress: device.ipAddress,
      trustedAt: device.trustedAt ? formatCompanyDateTime(device.trustedAt) : "",
      until: formatCompanyDateTime(device.until),
    })),
  };
}

/**
 * Ends the asking account's own sessions and device trusts only: the service deletes by owner and
 * id, so the id of someone else's ends nothing (`{ ended: 0 }`). The browser asking stays signed in.
 */
export function endSessions(me: SessionUser, services: Services, post: SessionPost) {
  if (post.intent === "forget-device") return replyTo(() => services.sessions.forgetTrustedDevices(me.id, post.id));
  if (post.intent === "forget-devices") return replyTo(() => services.sessions.forgetTrustedDevices(me.id));
  if (post.intent === "end-other-sessions") return replyTo(() => services.sessions.endOthers(me.id, me.sessionId));
  if (post.id === me.sessionId) return replyTo(async () => ({ ended: 0 }));
  return replyTo(() => services.sessions.end(me.id, post.id));
}
