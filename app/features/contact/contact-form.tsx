import { useId } from "react";
import { siteConfig } from "../../../domain/site-config";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

/**
 * Spec §2/§5: name, e-mail and message (5 rows), marked required, native validation off.
 * Until the message service lands (the contact issue), sending opens the visitor's mail app
 * with the message filled in, addressed to the company.
 */
export function ContactForm({ initialMessage = "" }: { initialMessage?: string }) {
  const id = useId();
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const subject = `Website enquiry from ${String(data.get("name") ?? "")}`;
    const body = `${String(data.get("message") ?? "")}\n\n— ${String(data.get("name") ?? "")} <${String(data.get("email") ?? "")}>`;
    window.location.href = `mailto:${siteConfig.contact.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
      <div>
        <label htmlFor={`${id}-name`} className="font-medium text-slate-800">
          Name <span aria-hidden="true" className="text-rose-700">*</span>
        </label>
        <input id={`${id}-name`} name="name" type="text" required autoComplete="name" placeholder="Your name" className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="font-medium text-slate-800">
          Email <span aria-hidden="true" className="text-rose-700">*</span>
        </label>
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" placeholder="you@company.com" className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="font-medium text-slate-800">
          Message <span aria-hidden="true" className="text-rose-700">*</span>
        </label>
        <textarea id={`${id}-message`} name="message" rows={5} required placeholder="Tell us about your project" defaultValue={initialMessage} className={inputClass} />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto">
        Send Message
      </button>
    </form>
  );
}
