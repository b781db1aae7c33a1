import type { RouterContextProvider } from "react-router";
import { z } from "#domain/zod";
import { formatCompanyDateTime } from "#domain/dates";
import { describeUserAgent } from "#domain/sessions";
import type { SessionUser } from "#domain/roles";
import type { Services } from "#server/services/index";
import { serverContext } from "#server/load-context";
import { replyTo } from "./form-action";
import { requireAdmin } from "./require-admin";
import type { SessionRow } from "./sessions-list";

/** The sessions list's posts to the profile page's action: one session (by id), or every other. */
export const sessionPosts = [
  z.object({ intent: z.literal("end-session"), id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) }),
  z.object({ intent: z.literal("end-other-sessions") }),
] as const;

type SessionPost = z.infer<(typeof sessionPosts)[number]>;

/** The signed-in account's sessions for the profile page (read on the server, each request). */
export async function loadSessions(context: Readonly<RouterContextProvider>): Promise<SessionRow[]> {
  const me = requireAdmin(context, "user");
  const sessions = await context.get(serverContext).services.sessions.list(me.id);
  return sessions.map((session) => ({
    id: session.id,
    device: describeUserAgent(session.userAgent),
    ipAddress: session.ipAddress,
    lastActive: formatCompanyDateTime(session.lastActiveAt),
    current: session.id === me.sessionId,
  }));
}

/**
 * Ends the asking account's own sessions only: the service deletes by owner and id, so the id of
 * someone else's session ends nothing (`{ ended: 0 }`). The browser asking stays signed in.
 */
export function endSessions(me: SessionUser, services: Services, post: SessionPost) {
  if (post.intent === "end-other-sessions") return replyTo(() => services.sessions.endOthers(me.id, me.sessionId));
  if (post.id === me.sessionId) return replyTo(async () => ({ ended: 0 }));
  return replyTo(() => services.sessions.end(me.id, post.id));
}
