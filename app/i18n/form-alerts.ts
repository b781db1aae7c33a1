import { CONTACT_FAILURE, CONTACT_SUCCESS } from "#domain/contact-texts";
import type { Translations } from "#domain/locale";

/**
 * The public forms' own outcomes, which the pages' script shows (and the contact form's thank-you,
 * which the page shows too after a post without JavaScript): few and short, as they are part of the
 * script every public page loads, so a Bangla page shows them without fetching anything (decision
 * 0054). The English are the spec's words.
 */
export const formAlerts: Translations<{
  somethingWentWrong: string;
  couldNotReachServer: string;
  contactSent: string;
  contactNotSentTitle: string;
  contactNotSent: string;
}> = {
  en: {
    somethingWentWrong: "Something went wrong. Please try again.",
    couldNotReachServer: "We could not reach the server. Check your connection and try again.",
    contactSent: CONTACT_SUCCESS,
    contactNotSentTitle: "Message not sent",
    contactNotSent: CONTACT_FAILURE,
  },
  bn: {
    somethingWentWrong: "কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।",
    couldNotReachServer: "সার্ভারে পৌঁছানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।",
    contactSent: "যোগাযোগ করার জন্য ধন্যবাদ! শিগগিরই আমরা আপনার সাথে যোগাযোগ করব।",
    contactNotSentTitle: "বার্তা পাঠানো যায়নি",
    contactNotSent: "কিছু একটা সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।",
  },
};
