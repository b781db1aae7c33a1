import type { Translations } from "#domain/locale";

/**
 * The second step of signing in (/login/code, issue 27); what its form says of a code typed wrong is
 * in its schema (domain/accounts.ts), what the server says when it refuses in ./accounts.ts
 * (`accountRefusals`).
 */
export const twoStepTexts: Translations<{
  metaTitle: string;
  title: string;
  lead: string;
  code: string;
  trustDevice: string;
  confirm: string;
  confirming: string;
  startAgain: string;
}> = {
  en: {
    metaTitle: "Two-step sign-in",
    title: "Enter your code",
    lead: "Two-step sign-in is on for this account. Enter the 6-digit code your authenticator app shows, or one of your recovery codes.",
    code: "Code",
    trustDevice: "Trust this device for 30 days",
    confirm: "Continue",
    confirming: "Checking...",
    startAgain: "Log in again",
  },
  bn: {
    metaTitle: "দুই ধাপে লগইন",
    title: "আপনার কোড দিন",
    lead: "এই অ্যাকাউন্টে দুই ধাপে লগইন চালু আছে। অথেনটিকেটর অ্যাপে দেখানো ৬ অঙ্কের কোড, অথবা আপনার একটি রিকভারি কোড দিন।",
    code: "কোড",
    trustDevice: "এই ডিভাইসটি ৩০ দিন মনে রাখুন",
    confirm: "এগিয়ে যান",
    confirming: "যাচাই করা হচ্ছে…",
    startAgain: "আবার লগইন করুন",
  },
};
