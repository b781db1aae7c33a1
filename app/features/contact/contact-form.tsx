import { useEffect, useId, useState } from "react";
import { useActionData } from "react-router";
import { CONTACT_BANNER_MS, CONTACT_FAILURE, CONTACT_SUCCESS } from "../../../domain/contact-texts";
import type { ContactActionData } from "./contact-action";
import { sendContactMessage } from "./contact-api";
import { useLazyForm } from "../../lib/lazy-form";

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${error ? "border-rose-600" : "border-slate-300 focus:border-brand-700"}`;

const FIELDS = ["name", "email", "message"] as const;
type FieldName = (typeof FIELDS)[number];

function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="font-medium text-slate-800">
      {children}{" "}
      <span aria-hidden="true" className="text-rose-700">
        *
      </span>
    </label>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-rose-700">
      {message}
    </p>
  );
}

/** The server's own schema (domain/contact.ts, with zod), fetched on first use (decision 0017). */
const loadSchema = () => import("../../../domain/contact").then((m) => m.contactMessageSchema);

/**
 * Spec §2/§4/§5: name, e-mail and message (5 rows), marked required, native validation off,
 * checked with the server's schema. editing → sending → a thank-you banner for 3 s with the
 * fields cleared, or an alert with the fields kept. After a first attempt, messages follow the
 * edits. Without JavaScript the form posts to the page (`action`: the page's own URL, "/?index"
 * on the home page) and the route action answers.
 */
export function ContactForm({ initialMessage = "", action }: { initialMessage?: string; action?: string }) {
  const id = useId();
  const actionData = useActionData() as ContactActionData | undefined;
  const [banner, setBanner] = useState(actionData?.ok === true);
  const { errors, submitting: isSubmitting, showErrors, clear, handleSubmit, formProps } = useLazyForm(FIELDS, loadSchema);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), CONTACT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const onSubmit = handleSubmit(async (message, form) => {
    setBanner(false);
    const result = await sendContactMessage(message);
    if (result.ok) {
      clear(form);
      setBanner(true);
      return;
    }
    const fieldErrors = Object.fromEntries(Object.entries(result.fields ?? {}).filter(([name]) => (FIELDS as readonly string[]).includes(name)));
    if (result.status === 400 && Object.keys(fieldErrors).length > 0) return showErrors(form, fieldErrors);
    const { showError } = await import("../auth/alerts");
    void showError("Oops…", result.status === 429 && result.error ? result.error : CONTACT_FAILURE);
  });

  // Without JavaScript the route action's answer is all there is.
  const serverFields = actionData?.ok === false ? (actionData.fields ?? {}) : {};
  const serverProblem = actionData?.ok === false && !FIELDS.some((name) => serverFields[name]) ? actionData.error : undefined;
  const errorOf = (name: FieldName) => errors[name] ?? serverFields[name];
  const fieldProps = (name: FieldName) => {
    const error = errorOf(name);
    return {
      id: `${id}-${name}`,
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      name,
      className: inputClass(error),
    };
  };

  return (
    <form
      method="post"
      action={action}
      {...formProps}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Contact form"
      aria-busy={isSubmitting || undefined}
    >
      <div role="status" className={banner ? "rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-800" : "sr-only"}>
        {banner ? CONTACT_SUCCESS : ""}
      </div>
      {serverProblem && (
        <p role="alert" className="rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {serverProblem}
        </p>
      )}
      <div>
        <Label htmlFor={`${id}-name`}>Name</Label>
        <input type="text" autoComplete="name" placeholder="Your name" {...fieldProps("name")} />
        <FieldError id={`${id}-name-error`} message={errorOf("name")} />
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>Email</Label>
        <input type="email" autoComplete="email" placeholder="you@company.com" {...fieldProps("email")} />
        <FieldError id={`${id}-email-error`} message={errorOf("email")} />
      </div>
      <div>
        <Label htmlFor={`${id}-message`}>Message</Label>
        <textarea rows={5} placeholder="Tell us about your project" defaultValue={initialMessage} {...fieldProps("message")} />
        <FieldError id={`${id}-message-error`} message={errorOf("message")} />
      </div>
      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" name="website" />
      </div>
      <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="btn-primary w-full disabled:opacity-60 sm:w-auto">
        {isSubmitting ? "Sending…" : "Send Message"}
      </button>
    </form>
  );
}
