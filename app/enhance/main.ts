import { enhanceChat } from "./chat";
import { enhanceContactForm } from "./contact-form";
import { enhanceMapFacade, enhanceVideoFacade } from "./facades";
import { showFlash } from "../features/auth/landing";
import { enhanceHeader } from "./header";
import { enhanceLogoCarousel, enhanceTestimonials } from "./rotation";
import { carryVisitSource } from "./visit-source";
import { countPhoneTaps } from "./phone-taps";

/**
 * The one script of the pages React does not hydrate (decision 0027): the server's HTML is the
 * page; this gives each marked element (`data-enhance="<name>"`) its behaviour. Loaded as a module
 * after the HTML; the forms' zod schemas and the dialogs are fetched only when first used, and the
 * account pages' behaviour (sign-in, sign-up, new password, the Google popup) only on those pages.
 */
const accountPage =
  (name: "enhanceLoginPage" | "enhanceSignupPage" | "enhanceResetPage") => async (element: HTMLElement) =>
    (await import("./auth-pages"))[name](element);

const enhancers: Record<string, (element: HTMLElement) => unknown> = {
  "site-header": enhanceHeader,
  testimonials: enhanceTestimonials,
  "logo-carousel": enhanceLogoCarousel,
  "video-facade": enhanceVideoFacade,
  "map-facade": enhanceMapFacade,
  "contact-form": (form) => enhanceContactForm(form as HTMLFormElement),
  login: accountPage("enhanceLoginPage"),
  signup: accountPage("enhanceSignupPage"),
  "reset-password": accountPage("enhanceResetPage"),
  chat: enhanceChat,
};

const enhancing = Array.from(document.querySelectorAll<HTMLElement>("[data-enhance]"), async (element) => {
  const name = element.dataset.enhance ?? "";
  try {
    await enhancers[name]?.(element);
  } catch (error) {
    // One broken part must not keep the others from working.
    console.error(`Could not enhance ${name}`, error);
  }
});
void showFlash();
carryVisitSource();
countPhoneTaps();
// Tests and tools wait for this: every control of the page works from now on.
void Promise.all(enhancing).then(() => {
  document.documentElement.dataset.enhanced = "";
});
