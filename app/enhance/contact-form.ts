import { CONTACT_BANNER_MS, CONTACT_FAILURE, CONTACT_SUCCESS } from "../../domain/contact-texts";
import { showError } from "../components/alerts";
import { sendContactMessage } from "../features/contact/contact-api";
import { enhanceForm } from "./form";

const FIELDS = ["name", "email", "message"] as const;
/** The server's own schema (domain/contact.ts, with zod), fetched on first use (decision 0017). */
const loadSchema = () => import("../../domain/contact").then((m) => m.contactMessageSchema);

/** The banner's look while it shows (otherwise it is an empty, visually hidden status region). */
const BANNER_CLASS = "rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-800";

/**
 * Spec §4: editing → sending → a thank-you banner for 3 s with the fields cleared, or an alert with
 * the fields kept; the server's field messages (a 400) go under the fields. Without JavaScript the
 * form posts to the page and the route action answers (app/features/contact/contact-form.tsx).
 */
export function enhanceContactForm(form: HTMLFormElement) {
  // When the visitor was first shown the form: the server classes a message sent sooner than
  // MIN_FILL_MS after it as spam (a time written into the page would be stale: pages are cached).
  const shownAt = performance.now();
  const banner = form.querySelector<HTMLElement>("[data-contact-banner]");
  let hideBanner: ReturnType<typeof setTimeout> | undefined;
  const showBanner = (show: boolean) => {
    clearTimeout(hideBanner);
    if (!banner) return;
    banner.className = show ? BANNER_CLASS : "sr-only";
    banner.textContent = show ? CONTACT_SUCCESS : "";
    if (show) hideBanner = setTimeout(() => showBanner(false), CONTACT_BANNER_MS);
  };
  // A message sent without JavaScript came back with the banner: it too goes after 3 s.
  if (banner?.textContent) showBanner(true);

  enhanceForm(form, {
    fields: FIELDS,
    loadSchema,
    async onValid(message, { showErrors, clear }) {
      showBanner(false);
      const result = await sendContactMessage({ ...message, fillMs: Math.round(performance.now() - shownAt) });
      if (result.ok) {
        clear();
        showBanner(true);
        return;
      }
      const fieldErrors = Object.fromEntries(
        Object.entries(result.fields ?? {}).filter(([name]) => (FIELDS as readonly string[]).includes(name)),
      );
      if (result.status === 400 && Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors);
      // The server's own words for too many messages, and for a page opened at another address than the site's.
      void showError(
        "Message not sent",
        (result.status === 429 || result.status === 403) && result.error ? result.error : CONTACT_FAILURE,
      );
    },
  });
}
