import { createContext } from "react-router";
import type { SessionUser } from "#domain/accounts";
import type { SiteSettings } from "#domain/site-details";
import type { PageAuth } from "./auth/page-auth";
import type { EnhanceScripts } from "./enhance-script";
import type { Services } from "./services";
import type { AdminTwoFactor } from "#domain/two-step";

/**
 * What the server gives each page request: loaders, actions and the server entry read it from React
 * Router's context as `context.get(serverContext)` (server/entry.ts sets it per request).
 */
export interface SiteLoadContext {
  services: Services;
  /** Origin for canonical URLs and Open Graph, without a trailing slash. */
  publicUrl: string;
  /** The signed-in visitor (role read from the database), or null. */
  sessionUser: SessionUser | null;
  /** Whether Google sign-in is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
  googleSignInEnabled: boolean;
  /** Whether password reset links can be mailed (a transport that reaches account holders is configured). */
  passwordResetEnabled: boolean;
  /** FIRST_ADMIN_EMAIL when its confirmation link can be mailed (decision 0024), else null. */
  firstAdminEmail: string | null;
  /** ADMIN_TWO_FACTOR: "required" keeps an admin without two-step sign-in on its set-up (app/features/dashboard/dashboard.server.ts). */
  adminTwoFactor: AdminTwoFactor;
  /** How the site sends e-mail (SMTP_URL, or the EMAILJS relay), or null when it cannot. */
  mailDelivery: "smtp" | "relay" | null;
  /** Where that mail goes, without secrets (MailTransport's `server`), or null: a test e-mail counts for this server only. */
  mailServer: string | null;
  /**
   * Why contact messages wait instead of being e-mailed although mail is set up (the contact inbox
   * is still the demo company's: MailTransport's `contactInboxProblem`), or null. Read when asked.
   */
  contactMailWaiting: () => Promise<string | null>;
  /** The company's details as the site shows them (dashboard settings, the environment's overrides applied). */
  site: SiteSettings;
  /**
   * Better Auth's server API for the account forms posted to pages (sign-in, sign-up, reset links,
   * the profile's, two-step sign-in; server/auth/page-auth.ts): its answer, with the session cookies to pass on.
   */
  pageAuth: PageAuth;
  /** The addresses of the scripts the pages React does not hydrate load (decision 0027). */
  enhanceScripts: EnhanceScripts;
  /**
   * React Router's handleError (app/entry.server.tsx) hands each error of a loader, action or render
   * here first: true when the app answers the request itself instead of the page React Router
   * rendered (the database was unavailable: 503, server/unavailable-answer.ts).
   */
  answersError: (error: unknown) => boolean;
  /**
   * This response's Content-Security-Policy nonce (decision 0012): app/entry.server.tsx puts it on
   * React Router's inline scripts; the header says the same. Not for loaders or components.
   */
  cspNonce: string;
}

export const serverContext = createContext<SiteLoadContext>();
