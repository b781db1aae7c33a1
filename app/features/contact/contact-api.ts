import type { ContactMessageInput } from "#domain/contact";

/** What the browser learns from POST /api/contact. */
export type ContactSendResult =
  { ok: true } | { ok: false; status: number; error?: string; fields?: Record<string, string> };

/** The longest wait before the one retry after a 503, whatever its Retry-After says. */
const MAX_RETRY_WAIT_MS = 5_000;
/** The wait when a 503 says nothing usable. */
const DEFAULT_RETRY_WAIT_MS = 1_000;

/** An id for one submission (any browser, secure context or not): 32 hex digits. */
function submissionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Retry-After in seconds (an HTTP date counts as nothing usable), as a wait within MAX_RETRY_WAIT_MS. */
function retryWaitMs(retryAfter: string | null): number {
  const seconds = retryAfter === null || retryAfter.trim() === "" ? Number.NaN : Number(retryAfter);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_WAIT_MS) : DEFAULT_RETRY_WAIT_MS;
}

/** One POST of the message: the result, and how long a 503 asks to wait. */
async function postMessage(body: string): Promise<{ result: ContactSendResult; retryAfter: string | null }> {
  let res: Response;
  try {
    res = await fetch("/api/contact", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body,
    });
  } catch {
    return { result: { ok: false, status: 0 }, retryAfter: null };
  }
  if (res.ok) return { result: { ok: true }, retryAfter: null };
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const error =
    typeof data?.error === "string" ? data.error : typeof data?.message === "string" ? data.message : undefined;
  const fields = data?.fields && typeof data.fields === "object" ? (data.fields as Record<string, string>) : undefined;
  return { result: { ok: false, status: res.status, error, fields }, retryAfter: res.headers.get("retry-after") };
}

/**
 * Posts the message as JSON. Read by hand (not through apiRequest) because the form needs the
 * server's own text of a 429 answer and the field messages of a 400 answer. A 503 (the site's
 * database was briefly unavailable) is tried once more after its Retry-After, at most
 * MAX_RETRY_WAIT_MS, with the same submission id, so the server stores the message once
 * (docs/decisions/0031); the second answer is the result.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<ContactSendResult> {
  const body = JSON.stringify({ ...input, submissionId: submissionId() });
  const first = await postMessage(body);
  if (first.result.ok || first.result.status !== 503) return first.result;
  await new Promise((resolve) => setTimeout(resolve, retryWaitMs(first.retryAfter)));
  return (await postMessage(body)).result;
}
