import type { Locale } from "./locale";
import type { VisitSource } from "./visit-source";

// The contact texts, limits and types without the zod schema of ./contact, for the browser's
// contact form, which loads that schema only when it is first used (decision 0017).

export const CONTACT_MESSAGE_MAX = 5000;

/** The contact form's fields a person fills in (its hidden ones: plan, from, website, fillMs, submissionId). */
export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Spec §8 contact texts. */
export const CONTACT_SUCCESS = "Thanks for reaching out! I will get back to you soon.";
export const CONTACT_FAILURE = "Something went wrong. Please try again later.";
/** Spec §4: the success banner shows for 3 seconds. */
export const CONTACT_BANNER_MS = 3000;

/**
 * A form sent sooner than this after the page showed it was filled by a bot (people need longer to
 * write a message). Measured in the browser by app/enhance/contact-form.ts: pages come from a page
 * cache, so a time the server wrote into the page would be stale.
 */
export const MIN_FILL_MS = 2000;

/** `held`: spam, kept in the Spam folder and not e-mailed (e-mailed if an admin moves it back). */
export type DeliveryStatus = "pending" | "delivered" | "failed" | "not-configured" | "held";

/**
 * Why a message is in the Spam folder: its honeypot was filled, it was sent too fast, its text is
 * a link-stuffed pitch (`content`, issue 43 item 10), or an admin moved it there.
 */
export type SpamReason = "honeypot" | "too fast" | "content" | "admin";

/** A stored message as the admin inbox sees it. */
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  read: boolean;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  /** E-mailed long after it arrived (e.g. stored while delivery was not configured, sent after). */
  deliveredLate: boolean;
  /** Why it is in the Spam folder; null when it is not spam. */
  spam: SpamReason | null;
  /** The plan whose "Get Started" the visitor came from ("Web Development – Basic"); null: none. */
  plan: string | null;
  /** The visitor's phone / WhatsApp number in E.164 (`+8801712345678`); null: none given. */
  phone: string | null;
  /** The language of the page it was written on; null: not known (sent through /api, or before issue 41). */
  language: Locale | null;
  /** The lead it belongs to (issue 41 item 2); null: spam, which belongs to none. */
  leadId: string | null;
  /** Where its visit came from (issue 42 item 2); null: not known (no script, sent through /api, or before). */
  source: VisitSource | null;
}
