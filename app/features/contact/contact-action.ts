import { type AppLoadContext, data } from "react-router";

/** What the contact form's route action answers (the form renders it when JavaScript is off). */
export type ContactActionData = { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

/**
 * The no-JavaScript path of the contact form (spec §4): the browser posts the form to the page
 * itself; the page's action hands it to the same service as POST /api/contact.
 */
export async function contactAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const result = await context.services.contact.submit(
    { name: field("name"), email: field("email"), message: field("message"), website: field("website") },
    request.headers.get("x-site-client-ip") ?? "unknown",
  );
  if (result.ok) return data<ContactActionData>({ ok: true });
  return data<ContactActionData>({ ok: false, error: result.error, fields: result.fields }, { status: result.status });
}
