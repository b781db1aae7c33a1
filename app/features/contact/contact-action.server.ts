import { data, type RouterContextProvider } from "react-router";
import { CONTACT_FIELDS, type ContactField } from "#domain/contact-texts";
import { formFailure, type FormReply } from "#domain/form-reply";
import { serverContext } from "#server/load-context";
import { localeOfPath } from "#domain/locale";
import { textFields } from "../../lib/form-data";

/**
 * The contact form's one write path (spec §4, decision 0044): posted by the browser without
 * JavaScript, and by app/enhance/contact-form.ts with it (which adds the spam timing `fillMs`, a
 * `submissionId` for its one retry, decision 0031, and where the visit came from, `from`). The same service as POST /api/contact.
 */
export async function contactAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { fillMs, submissionId, plan, website, from, ...values } = textFields(await request.formData(), [
    ...CONTACT_FIELDS,
    "plan",
    "from",
    "website",
    "fillMs",
    "submissionId",
  ]);
  const result = await context.get(serverContext).services.contact.submit(
    {
      ...values,
      plan,
      from: from || undefined,
      website,
      fillMs: fillMs ? Number(fillMs) : undefined,
      submissionId: submissionId || undefined,
    },
    request.headers.get("x-site-client-ip") ?? "unknown",
    localeOfPath(new URL(request.url).pathname),
  );
  if (result.ok) return data<FormReply<ContactField>>({ ok: true });
  const fieldErrors = result.fields ?? {};
  // A field the page does not show (a tampered hidden field): the server's words above the button.
  const shown = CONTACT_FIELDS.some((name) => fieldErrors[name]);
  return data(
    formFailure<ContactField>(values, { fieldErrors, formError: shown ? undefined : result.error }),
    result.status,
  );
}
