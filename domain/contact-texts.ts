// The contact texts, limits and types without the zod schema of ./contact, for the browser's
// contact form, which loads that schema only when it is first used (decision 0017).

export const CONTACT_MESSAGE_MAX = 5000;

/** Spec §8 contact texts. */
export const CONTACT_SUCCESS = "Thanks for reaching out! I will get back to you soon.";
export const CONTACT_FAILURE = "Something went wrong. Please try again later.";
/** Spec §4: the success banner shows for 3 seconds. */
export const CONTACT_BANNER_MS = 3000;

export type DeliveryStatus = "pending" | "delivered" | "failed" | "not-configured";

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
}
