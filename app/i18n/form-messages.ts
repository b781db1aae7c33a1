import { CONTACT_FAILURE, CONTACT_MESSAGE_MAX, CONTACT_SUCCESS } from "#domain/contact-texts";
import type { Locale } from "#domain/locale";
import { SECOND_STEP_EXPIRED, SECOND_STEP_LOCKED, WRONG_SECOND_STEP } from "#domain/account-texts";

/**
 * The public forms' messages and alerts in Bangla (issue 26 items 3 and 8), keyed by their English text as
 * gettext does: the shared zod schemas (domain/contact.ts, domain/accounts.ts) keep the spec's
 * English words, and a Bangla page shows these. A message missing here stays English
 * (app/i18./form-messages.test.ts checks that every message those schemas give is here).
 */
const BANGLA: Record<string, string> = {
  // Contact form (domain/contact.ts).
  "Please enter your name": "আপনার নাম লিখুন",
  "Your name must be at most 100 characters": "নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে",
  "Your name contains invisible control characters": "নামে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
  "Please enter your email address": "আপনার ইমেইল ঠিকানা লিখুন",
  "Your email address is too long": "ইমেইল ঠিকানাটি অনেক লম্বা",
  "Please enter a valid email address, like name@company.com": "সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@company.com",
  "Your email address contains invisible control characters": "ইমেইল ঠিকানায় অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
  "Please write a message": "আপনার বার্তা লিখুন",
  [`Your message must be at most ${CONTACT_MESSAGE_MAX} characters`]: "বার্তা সর্বোচ্চ ৫০০০ অক্ষরের হতে পারে",
  "Your message contains invisible control characters": "বার্তায় অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
  "Please enter a phone number, like 01712-345678": "সঠিক ফোন নম্বর লিখুন, যেমন ০১৭১২-৩৪৫৬৭৮",
  "Your phone number is too long": "ফোন নম্বরটি অনেক লম্বা",
  "Your phone number contains invisible control characters": "ফোন নম্বরে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
  // Sign-up, login, forgot and reset password (domain/accounts.ts).
  "Name is required": "নাম লিখুন",
  "Name is too long": "নামটি অনেক লম্বা",
  "Name contains invisible control characters": "নামে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
  "Photo URL is required": "ছবির লিংক দিন",
  "Photo URL is too long": "ছবির লিংকটি অনেক লম্বা",
  "Photo URL contains invisible control characters": "ছবির লিংকে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
  "Enter a web address starting with https://, or a picture of this site (a path starting with /images/ or /media/)":
    "https:// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা দিন, অথবা এই সাইটের কোনো ছবি (/images/ বা /media/ দিয়ে শুরু)",
  "Email is required": "ইমেইল লিখুন",
  "Email is too long": "ইমেইল ঠিকানাটি অনেক লম্বা",
  "Email contains invisible control characters": "ইমেইলে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
  "Enter a valid email address": "সঠিক ইমেইল ঠিকানা লিখুন",
  "Password is required": "পাসওয়ার্ড লিখুন",
  "Password is too long": "পাসওয়ার্ডটি অনেক লম্বা",
  "At least 6 characters": "কমপক্ষে ৬ অক্ষর",
  "Max 20 characters": "সর্বোচ্চ ২০ অক্ষর",
  "Must include uppercase, lowercase, and number": "বড় হাতের ও ছোট হাতের অক্ষর এবং সংখ্যা থাকতে হবে",
  "This reset link is not valid": "এই রিসেট লিংকটি সঠিক নয়",
  // The forms' own problems and outcomes.
  "The email or password is incorrect. Please try again.": "ইমেইল বা পাসওয়ার্ড ঠিক নেই। আবার চেষ্টা করুন।",
  "An account with this email already exists. Log in instead.": "এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে। লগইন করুন।",
  "We could not create your account. Please try again.": "আপনার অ্যাকাউন্ট খোলা যায়নি। আবার চেষ্টা করুন।",
  "Too many attempts. Please wait a minute and try again.":
    "অনেকবার চেষ্টা করা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
  "You have sent several messages already. Please try again in an hour, or call us.":
    "আপনি এর মধ্যেই কয়েকটি বার্তা পাঠিয়েছেন। এক ঘণ্টা পরে আবার চেষ্টা করুন, অথবা আমাদের ফোন করুন।",
  [CONTACT_SUCCESS]: "যোগাযোগ করার জন্য ধন্যবাদ! শিগগিরই আমরা আপনার সঙ্গে যোগাযোগ করব।",
  [CONTACT_FAILURE]: "কিছু একটা সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।",
  "Message not sent": "বার্তা পাঠানো যায়নি",
  "Something went wrong. Please try again.": "কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।",
  "We could not reach the server. Check your connection and try again.":
    "সার্ভারে পৌঁছানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।",
  "Google sign-in is not set up on this site yet. Please use your email and password.":
    "এই সাইটে গুগল দিয়ে লগইন এখনো চালু হয়নি। ইমেইল ও পাসওয়ার্ড দিয়ে লগইন করুন।",
  "Google sign-in did not complete. Please try again.": "গুগল দিয়ে লগইন শেষ হয়নি। আবার চেষ্টা করুন।",
  "Login successful": "লগইন সফল হয়েছে",
  "Account created successfully!": "অ্যাকাউন্ট খোলা হয়েছে!",
  "Welcome aboard.": "আপনাকে স্বাগতম।",
  "We could not reach Google. Check your connection and try again.":
    "গুগলে পৌঁছানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।",
  "A Google sign-in window is already open. Finish there, or close it and try again.":
    "গুগল লগইনের একটি উইন্ডো আগেই খোলা আছে। সেখানে শেষ করুন, অথবা সেটি বন্ধ করে আবার চেষ্টা করুন।",
  "Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.":
    "আপনার ব্রাউজার গুগল লগইনের উইন্ডোটি আটকে দিয়েছে। এই সাইটের জন্য পপ-আপ চালু করে আবার চেষ্টা করুন।",
  "The Google sign-in window was closed before you finished.": "শেষ করার আগেই গুগল লগইনের উইন্ডোটি বন্ধ হয়ে গেছে।",
  // The second step of signing in (/login/code, domain/accounts.ts and domain/account-texts.ts).
  "Enter the code from your app, or a recovery code": "অ্যাপের কোড, অথবা একটি রিকভারি কোড দিন",
  "Code contains invisible control characters": "কোডে অদৃশ্য কন্ট্রোল ক্যারেক্টার আছে, সেগুলো মুছে দিন",
  [WRONG_SECOND_STEP]: "কোডটি ঠিক নেই। অ্যাপে এখন যে কোড দেখাচ্ছে সেটি, অথবা না-ব্যবহৃত একটি রিকভারি কোড দিন।",
  [SECOND_STEP_EXPIRED]: "এই সাইন-ইন আর চালু নেই। আবার লগইন করে নতুন কোড দিন।",
  [SECOND_STEP_LOCKED]: "অনেকবার ভুল কোড দেওয়া হয়েছে। কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
};

/** A form's message as the page's language writes it. */
export function formMessageIn(message: string, locale: Locale): string {
  return locale === "bn" ? (BANGLA[message] ?? message) : message;
}

/** Every message of a form's problems (each field's, and the form's own) in the page's language. */
export function formMessagesIn<Messages extends Partial<Record<string, string>>>(
  messages: Messages,
  locale: Locale,
): Messages {
  if (locale === "en") return messages;
  return Object.fromEntries(
    Object.entries(messages).map(([name, message]) => [name, message && formMessageIn(message, locale)]),
  ) as Messages;
}
