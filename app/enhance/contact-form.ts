import { CONTACT_BANNER_MS, CONTACT_FIELDS } from "#domain/contact-texts";
import { showError } from "../components/alerts";
import { formAlerts } from "../i18n/form-alerts";
import { enhanceForm } from "./form";
import { pageLocale } from "./page-language";
import { visitSourceText } from "./visit-source";

/**
 * The server's own schema (domain/contact.ts, with zod) with the page's language's messages,
 * fetched on first use (decision 0017).
 */
const loadSchema = () => import("#domain/contact").then((m) => m.contactSchemaFor(pageLocale()));

/** The banner's look while it shows (otherwise it is an empty, visually hidden status region). */
const BANNER_CLASS = "rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-800";

/** An id for one submission (any browser, secure context or not): 32 hex digits. */
function submissionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Spec §4: editing → sending → a thank-you banner for 3 s with the fields cleared, or an alert with
 * the fields kept; the server's field messages (a 400) go under the fields. The form posts to its
 * page's route action (app/features/contact/contact-action.server.ts) with JavaScript or without.
 */
export function enhanceContactForm(form: HTMLFormElement) {
  // When the visitor was first shown the form: the server classes a message sent sooner than
  // MIN_FILL_MS after it as spam (a time written into the page would be stale: pages are cached).
  const shownAt = performance.now();
  const says = formAlerts[pageLocale()];
  let hideBanner: ReturnType<typeof setTimeout> | undefined;
  const showBanner = (show: boolean) => {
    clearTimeout(hideBanner);
    // Looked up each time: a server's answer drawn into the form brings its own.
    const banner = form.querySelector<HTMLElement>("[data-contact-banner]");
    if (!banner) return;
    banner.className = show ? BANNER_CLASS : "sr-only";
    banner.textContent = show ? says.contactSent : "";
    if (show) hideBanner = setTimeout(() => showBanner(false), CONTACT_BANNER_MS);
  };
  // A message sent without JavaScript came back with the banner: it too goes after 3 s.
  if (form.querySelector("[data-contact-banner]")?.textContent) showBanner(true);

  enhanceForm(form, {
    fields: CONTACT_FIELDS,
    loadSchema,
    async onValid({ submit, showAnswer, clear }) {
      showBanner(false);
      const answer = await submit({
        fillMs: String(Math.round(performance.now() - shownAt)),
        submissionId: submissionId(),
        from: visitSourceText(),
      });
      if (answer.status === 200) {
        clear();
        showBanner(true);
        return;
      }
      if (answer.status === 400 && answer.form) return showAnswer(answer.form);
      // The server's own words for too many messages, and for a page opened at another address than the site's.
      const ownWords = (answer.status === 429 || answer.status === 403) && answer.problem;
      void showError(says.contactNotSentTitle, ownWords || says.contactNotSent);
    },
  });
}
