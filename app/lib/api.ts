import { formAlerts } from "../i18n/form-alerts";

/** An error from our server, with the status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The field messages of a 400 answer (`{ error: "Invalid request", fields: { … } }`), none for another. */
export const apiFieldMessages = (data: Record<string, unknown> | null) =>
  (data?.fields && typeof data.fields === "object" ? data.fields : {}) as Record<string, string>;

/** Turns a failed answer (status and parsed JSON body, if any) into an ApiError. */
export function apiErrorFrom(status: number, data: Record<string, unknown> | null): ApiError {
  const firstField = Object.values(apiFieldMessages(data))[0];
  const message =
    status === 429
      ? "Too many attempts. Please wait a minute and try again."
      : String(data?.message ?? data?.error ?? firstField ?? "Something went wrong. Please try again.");
  return new ApiError(message, status, data?.code as string | undefined);
}

/** JSON request to our own server (same origin, cookies included). */
export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(formAlerts.en.couldNotReachServer, 0, "NETWORK");
  }
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) throw apiErrorFrom(res.status, data);
  return data as T;
}
