import { formFailure, type FormReply } from "#domain/form-reply";
import { ApiError } from "../../lib/api";

/**
 * The dashboard's calls that stay on /api (decision 0044): uploads with a progress bar (fetch, and
 * so a route action's fetcher, cannot report one), answered as the FormReply the route actions
 * give: the API's `{ error, fields }` turned into field errors, or the form's problem.
 */
export async function apiReply<Done>(call: () => Promise<Done>): Promise<FormReply<string, Done>> {
  try {
    return { ok: true, done: await call() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { fields, message } = error;
    return formFailure({}, Object.keys(fields).length > 0 ? { fieldErrors: fields } : { formError: message });
  }
}
