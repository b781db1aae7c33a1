import { data, type RouterContextProvider } from "react-router";
import { serverContext } from "#server/load-context";
import { textFields } from "../../lib/form-data";

/** What the contact form's route action answers (the form renders it when JavaScript is off). */
export type ContactActionData = { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

/**
 * The no-JavaScript path of the contact form (spec §4): the browser posts the form to the page
 * itself; the page's action hands it to the same service as POST /api/contact.
 */
export async function contactAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const posted = textFields(await request.formData(), ["name", "email", "message", "plan", "website"]);
  const result = await context
    .get(serverContext)
    .services.contact.submit(posted, request.headers.get("x-site-client-ip") ?? "unknown");
  if (result.ok) return data<ContactActionData>({ ok: true });
  return data<ContactActionData>({ ok: false, error: result.error, fields: result.fields }, { status: result.status });
}
