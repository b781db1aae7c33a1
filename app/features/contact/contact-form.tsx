import { useId } from "react";
import { useActionData } from "react-router";
import { CONTACT_SUCCESS } from "#domain/contact-texts";
import { FIELD_CLASS } from "../../components/form-styles";
import type { ContactActionData } from "./contact-action";

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

/**
 * Spec §2/§4/§5: name, e-mail and message (5 rows), marked required, native validation off. In the
 * browser app/enhance/contact-form.ts checks it with the server's schema and sends it (editing →
 * sending → a thank-you banner for 3 s, or an alert). Without JavaScript the form posts to the page
 * (`action`: the page's own URL, "/?index" on the home page) and this renders the route action's
 * answer: the banner, or the messages under the fields.
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
  const actionData = useActionData() as ContactActionData | undefined;
  const serverFields = actionData?.ok === false ? (actionData.fields ?? {}) : {};
  const serverProblem =
    actionData?.ok === false && !FIELDS.some((name) => serverFields[name]) ? actionData.error : undefined;
  const fieldProps = (name: FieldName) => {
    const error = serverFields[name];
    return {
      id: `${id}-${name}`,
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      // Answering a post without JavaScript: the browser focuses the first field at fault.
      autoFocus: error ? true : undefined,
      name,
      className: FIELD_CLASS,
    };
  };

  return (
    <form
      method="post"
      action={action}
      noValidate
      data-enhance="contact-form"
      className="space-y-5"
      aria-label="Contact form"
    >
      <div
        role="status"
        data-contact-banner
        className={actionData?.ok ? "rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-800" : "sr-only"}
      >
        {actionData?.ok ? CONTACT_SUCCESS : ""}
      </div>
      {serverProblem && (
        <p role="alert" data-form-problem className="rounded-lg bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {serverProblem}
        </p>
      )}
      <div>
        <Label htmlFor={`${id}-name`}>Name</Label>
        <input type="text" autoComplete="name" placeholder="Your name" {...fieldProps("name")} />
        <FieldError id={`${id}-name-error`} message={serverFields.name} />
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>Email</Label>
        <input type="email" autoComplete="email" placeholder="you@company.com" {...fieldProps("email")} />
        <FieldError id={`${id}-email-error`} message={serverFields.email} />
      </div>
      <div>
        <Label htmlFor={`${id}-message`}>Message</Label>
        <textarea
          rows={5}
          placeholder="Tell us about your project"
          defaultValue={initialMessage}
          {...fieldProps("message")}
        />
        <FieldError id={`${id}-message-error`} message={serverFields.message} />
      </div>
      {plan && <input type="hidden" name="plan" value={plan} />}
      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" name="website" />
      </div>
      <button
        type="submit"
        data-busy-label="Sending…"
        className="btn-primary w-full disabled:opacity-60 aria-disabled:opacity-60 sm:w-auto"
      >
        Send Message
      </button>
    </form>
  );
}
