import { TOO_MANY_ATTEMPTS } from "#domain/account-texts";
import type { Translations } from "#domain/locale";
import type { GoogleProblem } from "../features/auth/google-popup";

/**
 * /login, /signup, /forgot-password and /reset-password (the spec's words on the English pages);
 * what their forms say of a value typed wrong is in their schemas (domain/accounts.ts), what the
 * server says when it refuses in `accountRefusals` below.
 */
export const accountTexts: Translations<{
  email: string;
  password: string;
  or: string;
  continueWithGoogle: string;
  waitingForGoogle: string;
  loginTitle: string;
  loginMetaTitle: string;
  loginMetaDescription: string;
  loginLead: string;
  forgotPassword: string;
  login: string;
  loggingIn: string;
  newHere: string;
  createAnAccount: string;
  linkUsedTitle: string;
  linkUsedText: string;
  signupTitle: string;
  signupMetaDescription: string;
  signupLead: string;
  name: string;
  photoUrl: string;
  signUp: string;
  creatingAccount: string;
  haveAnAccount: string;
  forgotMetaTitle: string;
  forgotMetaDescription: string;
  forgotTitle: string;
  forgotLead: string;
  forgotOffLead: string;
  forgotOffBefore: string;
  contactUs: string;
  forgotOffAfter: string;
  backToLogin: string;
  sendResetLink: string;
  sending: string;
  checkInbox: (email: string) => string;
  resetLinkSent: string;
  rememberedIt: string;
  resetTitle: string;
  resetMetaDescription: string;
  resetLead: string;
  linkNotValid: string;
  linksWorkOnce: string;
  noLinkTitle: string;
  noLinkText: string;
  askForNewLink: string;
  passwordChanged: string;
  loggedOutEverywhere: string;
  logInWithNewPassword: string;
  newPassword: string;
  saveNewPassword: string;
  saving: string;
}> = {
  en: {
    email: "Email",
    password: "Password",
    or: "or",
    continueWithGoogle: "Continue with Google",
    waitingForGoogle: "Waiting for Google…",
    loginTitle: "Welcome Back",
    loginMetaTitle: "Login",
    loginMetaDescription: "Log in to your account.",
    loginLead: "Log in to continue to your account.",
    forgotPassword: "Forgot password?",
    login: "Login",
    loggingIn: "Logging in…",
    newHere: "New here?",
    createAnAccount: "Create an account",
    linkUsedTitle: "This link has already been used or has expired.",
    linkUsedText:
      "It works once, within one hour. Log in to continue: if the site still has no administrator, your dashboard says what to do.",
    signupTitle: "Create an Account",
    signupMetaDescription: "Create your account.",
    signupLead: "Sign up to work with our team.",
    name: "Name",
    photoUrl: "Photo URL",
    signUp: "Sign Up",
    creatingAccount: "Creating your account…",
    haveAnAccount: "Already have an account?",
    forgotMetaTitle: "Forgot password",
    forgotMetaDescription: "Get a link to choose a new password.",
    forgotTitle: "Forgot your password?",
    forgotLead: "Enter the e-mail address of your account and we will send you a link to choose a new password.",
    forgotOffLead: "Password reset by e-mail is not set up on this site yet, so we cannot send you a link.",
    forgotOffBefore: "Please",
    contactUs: "contact us",
    forgotOffAfter: "and we will help you get back into your account.",
    backToLogin: "Back to login",
    sendResetLink: "Send reset link",
    sending: "Sending…",
    checkInbox: (email) => `Check your inbox: ${email}`,
    resetLinkSent:
      "If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, within one hour. Nothing arrived after a few minutes? Check your spam folder.",
    rememberedIt: "Remembered it?",
    resetTitle: "Choose a new password",
    resetMetaDescription: "Set a new password for your account.",
    resetLead: "6 to 20 characters, with upper and lower case letters and a digit.",
    linkNotValid: "This reset link has expired or has already been used.",
    linksWorkOnce: "Links work once, within one hour.",
    noLinkTitle: "This page has no reset link.",
    noLinkText:
      "For your safety the link leaves the address bar once this page opens, so reloading the page loses it: open the link from your e-mail again.",
    askForNewLink: "Ask for a new link",
    passwordChanged: "Your password has been changed.",
    loggedOutEverywhere: "For your safety you have been logged out everywhere.",
    logInWithNewPassword: "Log in with your new password",
    newPassword: "New password",
    saveNewPassword: "Save new password",
    saving: "Saving…",
  },
  bn: {
    email: "ইমেইল",
    password: "পাসওয়ার্ড",
    or: "অথবা",
    continueWithGoogle: "গুগল দিয়ে চালিয়ে যান",
    waitingForGoogle: "গুগলের অপেক্ষায়…",
    loginTitle: "আবার স্বাগতম",
    loginMetaTitle: "লগইন",
    loginMetaDescription: "আপনার অ্যাকাউন্টে লগইন করুন।",
    loginLead: "আপনার অ্যাকাউন্টে যেতে লগইন করুন।",
    forgotPassword: "পাসওয়ার্ড ভুলে গেছেন?",
    login: "লগইন",
    loggingIn: "লগইন হচ্ছে…",
    newHere: "নতুন এসেছেন?",
    createAnAccount: "অ্যাকাউন্ট খুলুন",
    linkUsedTitle: "এই লিংকটি আগেই ব্যবহার করা হয়েছে, অথবা এর মেয়াদ শেষ।",
    linkUsedText:
      "লিংকটি একবারই, এক ঘণ্টার মধ্যে কাজ করে। চালিয়ে যেতে লগইন করুন: সাইটে এখনও কোনো অ্যাডমিন না থাকলে আপনার ড্যাশবোর্ডে কী করতে হবে তা লেখা থাকবে।",
    signupTitle: "অ্যাকাউন্ট খুলুন",
    signupMetaDescription: "আপনার অ্যাকাউন্ট খুলুন।",
    signupLead: "আমাদের টিমের সাথে কাজ শুরু করতে সাইন আপ করুন।",
    name: "নাম",
    photoUrl: "ছবির লিংক",
    signUp: "সাইন আপ",
    creatingAccount: "অ্যাকাউন্ট খোলা হচ্ছে…",
    haveAnAccount: "আগেই অ্যাকাউন্ট আছে?",
    forgotMetaTitle: "পাসওয়ার্ড ভুলে গেছেন",
    forgotMetaDescription: "নতুন পাসওয়ার্ড বেছে নেওয়ার লিংক নিন।",
    forgotTitle: "পাসওয়ার্ড ভুলে গেছেন?",
    forgotLead: "আপনার অ্যাকাউন্টের ইমেইল ঠিকানা লিখুন, নতুন পাসওয়ার্ড বেছে নেওয়ার লিংক পাঠিয়ে দেব।",
    forgotOffLead: "এই সাইটে এখনও ইমেইলে পাসওয়ার্ড রিসেট চালু হয়নি, তাই লিংক পাঠানো যাচ্ছে না।",
    forgotOffBefore: "অনুগ্রহ করে",
    contactUs: "আমাদের সাথে যোগাযোগ করুন",
    forgotOffAfter: "— আপনার অ্যাকাউন্টে ফিরতে আমরা সাহায্য করব।",
    backToLogin: "লগইনে ফিরে যান",
    sendResetLink: "রিসেট লিংক পাঠান",
    sending: "পাঠানো হচ্ছে…",
    checkInbox: (email) => `ইনবক্স দেখুন: ${email}`,
    resetLinkSent:
      "এই ইমেইল ঠিকানায় কোনো অ্যাকাউন্ট থাকলে, নতুন পাসওয়ার্ড বেছে নেওয়ার একটি লিংক পাঠানো হয়েছে। লিংকটি একবারই, এক ঘণ্টার মধ্যে কাজ করবে। কয়েক মিনিটেও না এলে স্প্যাম ফোল্ডার দেখুন।",
    rememberedIt: "মনে পড়েছে?",
    resetTitle: "নতুন পাসওয়ার্ড বেছে নিন",
    resetMetaDescription: "আপনার অ্যাকাউন্টের নতুন পাসওয়ার্ড দিন।",
    resetLead: "৬ থেকে ২০ অক্ষর, বড় হাতের ও ছোট হাতের অক্ষর এবং একটি সংখ্যাসহ।",
    linkNotValid: "এই রিসেট লিংকের মেয়াদ শেষ, অথবা এটি আগেই ব্যবহার করা হয়েছে।",
    linksWorkOnce: "লিংক একবারই, এক ঘণ্টার মধ্যে কাজ করে।",
    noLinkTitle: "এই পাতায় কোনো রিসেট লিংক নেই।",
    noLinkText:
      "আপনার নিরাপত্তার জন্য পাতা খোলার পর লিংকটি অ্যাড্রেস বার থেকে সরে যায়, তাই পাতা রিলোড করলে সেটি হারিয়ে যায়: ইমেইল থেকে লিংকটি আবার খুলুন।",
    askForNewLink: "নতুন লিংক চান",
    passwordChanged: "আপনার পাসওয়ার্ড বদলানো হয়েছে।",
    loggedOutEverywhere: "আপনার নিরাপত্তার জন্য সব জায়গা থেকে আপনাকে লগআউট করা হয়েছে।",
    logInWithNewPassword: "নতুন পাসওয়ার্ড দিয়ে লগইন করুন",
    newPassword: "নতুন পাসওয়ার্ড",
    saveNewPassword: "নতুন পাসওয়ার্ড সেভ করুন",
    saving: "সেভ হচ্ছে…",
  },
};

/**
 * What the account forms' actions (app/features/auth/auth-actions.server.ts) answer when the server
 * refuses, by reason: sign-in, sign-up and a reset link, then the second step of signing in
 * (/login/code).
 */
export const accountRefusals: Translations<{
  /** A wrong password and an unknown address get the same message. */
  wrongPassword: string;
  /** A sign-in, sign-up or reset-link request past Better Auth's rate limit (429). */
  tooManyAttempts: string;
  emailTaken: string;
  accountNotCreated: string;
  /** A code that is not the app's current one, nor an unused recovery code. */
  wrongCode: string;
  /** The second step's time (10 minutes) is over, or it had five wrong codes: the password again. */
  secondStepClosed: string;
  /** Ten wrong codes in a row for the account (Better Auth's lock, 15 minutes), or the address's rate limit. */
  tooManyWrongCodes: string;
}> = {
  en: {
    wrongPassword: "The email or password is incorrect. Please try again.",
    tooManyAttempts: TOO_MANY_ATTEMPTS,
    emailTaken: "An account with this email already exists. Log in instead.",
    accountNotCreated: "We could not create your account. Please try again.",
    wrongCode: "That code is not right. Enter the code your app shows now, or an unused recovery code.",
    secondStepClosed: "This sign-in is no longer open. Log in again to enter a new code.",
    tooManyWrongCodes: "Too many wrong codes. Please wait a few minutes and try again.",
  },
  bn: {
    wrongPassword: "ইমেইল বা পাসওয়ার্ড ঠিক নেই। আবার চেষ্টা করুন।",
    tooManyAttempts: "অনেকবার চেষ্টা করা হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
    emailTaken: "এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে। লগইন করুন।",
    accountNotCreated: "আপনার অ্যাকাউন্ট খোলা যায়নি। আবার চেষ্টা করুন।",
    wrongCode: "কোডটি ঠিক নেই। অ্যাপে এখন যে কোড দেখাচ্ছে সেটি, অথবা এখনও ব্যবহার করেননি এমন একটি রিকভারি কোড দিন।",
    secondStepClosed: "এই লগইন আর চালু নেই। আবার লগইন করে নতুন কোড দিন।",
    tooManyWrongCodes: "অনেকবার ভুল কোড দেওয়া হয়েছে। কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
  },
};

/** "Continue with Google" not done, as the page that opened the popup says it (by the problem's name). */
export const googleSignInProblems: Translations<Record<GoogleProblem, string>> = {
  en: {
    "not-set-up": "Google sign-in is not set up on this site yet. Please use your email and password.",
    "network-request-failed": "We could not reach Google. Check your connection and try again.",
    "sign-in-failed": "Google sign-in did not complete. Please try again.",
    "popup-blocked": "Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.",
    "popup-closed-by-user": "The Google sign-in window was closed before you finished.",
    "cancelled-popup-request": "A Google sign-in window is already open. Finish there, or close it and try again.",
  },
  bn: {
    "not-set-up": "এই সাইটে গুগল দিয়ে লগইন এখনও চালু হয়নি। ইমেইল ও পাসওয়ার্ড দিয়ে লগইন করুন।",
    "network-request-failed": "গুগলে পৌঁছানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।",
    "sign-in-failed": "গুগল দিয়ে লগইন শেষ হয়নি। আবার চেষ্টা করুন।",
    "popup-blocked": "আপনার ব্রাউজার গুগল লগইনের উইন্ডোটি আটকে দিয়েছে। এই সাইটের জন্য পপ-আপ চালু করে আবার চেষ্টা করুন।",
    "popup-closed-by-user": "শেষ করার আগেই গুগল লগইনের উইন্ডোটি বন্ধ হয়ে গেছে।",
    "cancelled-popup-request": "গুগল লগইনের একটি উইন্ডো আগেই খোলা আছে। সেখানে শেষ করুন, অথবা সেটি বন্ধ করে আবার চেষ্টা করুন।",
  },
};

/**
 * The Google sign-in popup's own pages (/auth/google and /auth/google/done, under /bn when a Bangla
 * page opened it). What they report to the page that opened them is a problem's name, which that
 * page says in its language (`googleSignInProblems`).
 */
export const googlePopupTexts: Translations<{
  connectingTitle: string;
  connecting: string;
  notSetUp: string;
  doneTitle: string;
  signedIn: string;
  didNotComplete: string;
}> = {
  en: {
    connectingTitle: "Signing in with Google…",
    connecting: "Connecting to Google…",
    notSetUp: "Google sign-in is not set up on this site yet.",
    doneTitle: "Google sign-in",
    signedIn: "Signed in. You can close this window.",
    didNotComplete: "Google sign-in did not complete. You can close this window.",
  },
  bn: {
    connectingTitle: "গুগল দিয়ে লগইন হচ্ছে…",
    connecting: "গুগলের সাথে যোগাযোগ করা হচ্ছে…",
    notSetUp: "এই সাইটে গুগল দিয়ে লগইন এখনও চালু হয়নি।",
    doneTitle: "গুগল দিয়ে লগইন",
    signedIn: "লগইন হয়েছে। এই উইন্ডোটি বন্ধ করতে পারেন।",
    didNotComplete: "গুগল দিয়ে লগইন শেষ হয়নি। এই উইন্ডোটি বন্ধ করতে পারেন।",
  },
};
