import { useState } from "react";
import { formFailure, type FormReply } from "#domain/form-reply";
import { formAlerts } from "../../i18n/form-alerts";
import { apiErrorFrom, apiFieldMessages } from "../../lib/api";

/**
 * The dashboard's uploads, which stay on /api (decision 0044) for their progress bar: fetch, and so
 * a route action's fetcher, cannot report one. A picture is uploaded before its form is posted
 * (POST /api/media); the profile photo's upload is its save.
 */

/**
 * An upload to /api: a multipart POST with its progress (fetch cannot report it; `onProgress`
 * receives 0–100), same origin, cookies included. Answered as the route actions answer a form
 * (FormReply): the API's answer as `done`, or its field messages under their fields, or another
 * refusal (or no answer) as the form's problem.
 */
export function uploadForm<Done>(
  path: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<FormReply<string, Done>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    // The dashboard is in English.
    xhr.onerror = () => resolve(formFailure({}, { formError: formAlerts.en.couldNotReachServer }));
    xhr.onload = () => {
      let data: Record<string, unknown> | null;
      try {
        data = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true, done: data as Done });
      const fieldErrors = apiFieldMessages(data);
      resolve(
        formFailure(
          {},
          Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { formError: apiErrorFrom(xhr.status, data).message },
        ),
      );
    };
    xhr.send(form);
  });
}

/**
 * A picture uploaded before its form is posted (decoded, re-encoded to WebP, metadata removed):
 * the path it is stored at, to post in the form's values, or why it was refused (under `image`).
 */
export function uploadImage(file: File, onProgress: (percent: number) => void) {
  const body = new FormData();
  body.set("image", file);
  return uploadForm<{ url: string }>("/api/media", body, onProgress);
}

/** The file chosen in a file input (its FileList), if any. */
export const chosenFile = (files: ArrayLike<File> | null | undefined) =>
  files && files.length > 0 ? files[0] : undefined;

/** An upload's progress: `progress` is null unless `track` is sending. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const track = async <T>(send: (onProgress: (percent: number) => void) => Promise<T>): Promise<T> => {
    setProgress(0);
    try {
      return await send(setProgress);
    } finally {
      setProgress(null);
    }
  };
  return { progress, track };
}
