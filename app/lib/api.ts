/** An error from our server, with the status and — when the server named them — the fields at fault. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly field?: string,
    /** Every field message of a 400 answer ({ error: "Invalid request", fields: { … } }). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const NETWORK_MESSAGE = "We could not reach the server. Check your connection and try again.";

/** Turns a failed answer (status and parsed JSON body, if any) into an ApiError. */
export function apiErrorFrom(status: number, data: Record<string, unknown> | null): ApiError {
  const fields = (data?.fields && typeof data.fields === "object" ? data.fields : {}) as Record<string, string>;
  const firstField = Object.keys(fields)[0];
  const message =
    status === 429
      ? "Too many attempts. Please wait a minute and try again."
      : String(
          data?.message ??
            data?.error ??
            (firstField && fields[firstField]) ??
            "Something went wrong. Please try again.",
        );
  return new ApiError(
    message,
    status,
    data?.code as string | undefined,
    (data?.field as string | undefined) ?? firstField,
    fields,
  );
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
    throw new ApiError(NETWORK_MESSAGE, 0, "NETWORK");
  }
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok) throw apiErrorFrom(res.status, data);
  return data as T;
}

/**
 * Multipart request with upload progress (fetch cannot report it): `onProgress` receives 0–100.
 * Same origin, cookies included; failures are ApiErrors like apiRequest's.
 */
export function uploadForm<T>(
  path: string,
  method: "POST" | "PUT",
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_MESSAGE, 0, "NETWORK"));
    xhr.onload = () => {
      let data: Record<string, unknown> | null;
      try {
        data = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(apiErrorFrom(xhr.status, data));
    };
    xhr.send(form);
  });
}
