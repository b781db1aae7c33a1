/** The longest wait before the one retry after a 503, whatever its Retry-After says. */
const MAX_RETRY_WAIT_MS = 5_000;
/** The wait when a 503 says nothing usable. */
const DEFAULT_RETRY_WAIT_MS = 1_000;

/** Retry-After in seconds (an HTTP date counts as nothing usable), as a wait within MAX_RETRY_WAIT_MS. */
function retryWaitMs(retryAfter: string | null): number {
  const seconds = retryAfter === null || retryAfter.trim() === "" ? Number.NaN : Number(retryAfter);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_WAIT_MS) : DEFAULT_RETRY_WAIT_MS;
}

const post = (url: string, body: FormData) => fetch(url, { method: "POST", body }).catch(() => null);

/**
 * Posts a form to its page's route action, as the browser itself would (decision 0044): the
 * answer (redirects followed), or null when the server could not be reached. A 503 (the site's
 * database was briefly unavailable) is tried once more after its Retry-After, at most
 * MAX_RETRY_WAIT_MS, with the same body — the contact form's submission id stores its message
 * once (decision 0031); the second answer is the result.
 */
export async function postForm(url: string, body: FormData): Promise<Response | null> {
  const first = await post(url, body);
  if (first?.status !== 503) return first;
  await new Promise((resolve) => setTimeout(resolve, retryWaitMs(first.headers.get("retry-after"))));
  return post(url, body);
}
