import { enhanceLoginPage, enhanceResetPage, enhanceSignupPage } from "./auth-pages";
import { enhanceChat } from "./chat";
import { enhanceContactForm } from "./contact-form";
import { enhanceMapFacade, enhanceVideoFacade } from "./facades";
import { showFlash } from "./flash";
import { enhanceHeader } from "./header";
import { enhanceLogoCarousel, enhanceTestimonials } from "./rotation";

/**
 * The one script of the pages React does not hydrate (decision 0027): the server's HTML is the
 * page; this gives each marked element (`data-enhance="<name>"`) its behaviour. Loaded as a module
 * after the HTML; the forms' zod schemas and the dialogs are fetched only when first used.
 */
const enhancers: Record<string, (element: HTMLElement) => unknown> = {
  "site-header": enhanceHeader,
  testimonials: enhanceTestimonials,
  "logo-carousel": enhanceLogoCarousel,
  "video-facade": enhanceVideoFacade,
  "map-facade": enhanceMapFacade,
  "contact-form": (form) => enhanceContactForm(form as HTMLFormElement),
  login: enhanceLoginPage,
  signup: enhanceSignupPage,
  "reset-password": enhanceResetPage,
  chat: enhanceChat,
};

for (const element of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
  const name = element.dataset.enhance ?? "";
  try {
    enhancers[name]?.(element);
  } catch (error) {
    // One broken part must not keep the others from working.
    console.error(`Could not enhance ${name}`, error);
  }
}
void showFlash();
// Tests and tools wait for this: every control of the page works from now on.
document.documentElement.dataset.enhanced = "";
