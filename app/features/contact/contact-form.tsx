import { contactTexts } from "../../i18n/contact";
import { formAlerts } from "../../i18n/form-alerts";
import { useLocale } from "../../lib/locale";
import { useId } from "react";
import { useActionData } from "react-router";
import type { ContactField } from "#domain/contact-texts";
import { FormField } from "../../components/form-field";
import { FormError } from "../../components/form-field";
import type { contactAction } from "./contact-action.server";

/**
 * Spec §2/§4/§5: name, e-mail and message (5 rows), marked required, and an optional phone /
 * WhatsApp number (issue 41 item 1, read as E.164 by domain/phone.ts); native validation off. The
 * form posts to the page (`action`: the page's own URL, "/?index" on the home page), whose action
 * (./contact-action.server.ts) answers; this renders that answer: the banner, or the messages. In the
 * browser app/enhance/contact-form.ts checks it with the server's schema first and posts it to the
 * same action (editing → sending → a thank-you banner for 3 s, or an alert).
 */
export function ContactForm({
  initialMessage = "",
  plan,
  action,
}: {
  initialMessage?: string;
  plan?: string;
  action?: string;
}) {
  const id = useId();
  const locale = useLocale();
  const t = contactTexts[locale];
  const actionData = useActionData<typeof contactAction>();
  const failed = actionData?.ok === false ? actionData : undefined;
  const fieldProps = (name: ContactField, requiredMark = true) => ({
    id: `${id}-${name}`,
    variant: "page" as const,
    requiredMark,
    name,
    error: failed?.fieldErrors[name],
  });

  return (
    <form
      method="post"
      action={action}
      noValidate
      data-enhance="contact-form"
      data-form="contact"
      className="space-y-5"
      aria-label={t.formLabel}
    >
      {/* A post answered without JavaScript: the thank-you takes the focus, which brings it into view
          below the sticky header, not a screen below the top of the page (issue 43 item 7: a visitor
          who does not see it sends again). A message at fault takes it instead (its field's autofocus).
          No address fragment: a page opened at one skips every autofocus. */}
      <div
        role="status"
        data-contact-banner
        tabIndex={actionData?.ok ? -1 : undefined}
        autoFocus={actionData?.ok || undefined}
        className={actionData?.ok ? "rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-800" : "sr-only"}
      >
        {actionData?.ok ? formAlerts[locale].contactSent : ""}
      </div>
      <FormField
        label={t.name}
        type="text"
        autoComplete="name"
        placeholder={t.namePlaceholder}
        defaultValue={failed?.values.name}
        {...fieldProps("name")}
      />
      <FormField
        label={t.email}
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        defaultValue={failed?.values.email}
        {...fieldProps("email")}
      />
      <FormField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t.phonePlaceholder}
        defaultValue={failed?.values.phone}
        {...fieldProps("phone", false)}
      />
      <FormField
        label={t.message}
        rows={5}
        placeholder={t.messagePlaceholder}
        defaultValue={failed?.values.message ?? initialMessage}
        {...fieldProps("message")}
      />
      {plan && <input type="hidden" name="plan" value={plan} />}
      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t.website}</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" name="website" />
      </div>
      <FormError message={failed?.formError} />
      <button
        type="submit"
        data-busy-label={t.sending}
        className="btn-primary w-full disabled:opacity-60 aria-disabled:opacity-60 sm:w-auto"
      >
        {t.send}
      </button>
    </form>
  );
}
