import type { ContactMessageInput } from "../../../domain/contact";
import { apiRequest } from "../../lib/api";

/** What the browser learns from POST /api/contact. */
export type ContactSendResult = { ok: true } | { ok: false; status: number; error?: string; fields?: Record<string, string> };

/**
 * Posts the message as JSON. Read by hand (not through apiRequest) because the form needs the
 * server's own text of a 429 answer and the field messages of a 400 answer.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactSendResult> {
  let res: Response;
  try {
    res = await fetch("/api/contact", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  if (res.ok) return { ok: true };
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const error = typeof data?.error === "string" ? data.error : typeof data?.message === "string" ? data.message : undefined;
  const fields = data?.fields && typeof data.fields === "object" ? (data.fields as Record<string, string>) : undefined;
  return { ok: false, status: res.status, error, fields };
}

type Modified = { modifiedCount?: number };
type Deleted = { deletedCount?: number };

const at = (id: string) => `/api/contact-messages/${encodeURIComponent(id)}`;

/** The admin inbox's writes (then the page revalidates). */
export const contactMessagesApi = {
  markRead: (id: string) => apiRequest<Modified>(`${at(id)}/read`, { method: "PATCH" }),
  remove: (id: string) => apiRequest<Deleted>(at(id), { method: "DELETE" }),
};
