import { SiteLink } from "../../components/site-link";
import { TWO_STEP_SET_UP_PAGE } from "#domain/two-step";

/** A notice at the top of every dashboard page, for something the admin should do now. */
function Banner({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="status" className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-slate-800">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm">{children}</p>
    </div>
  );
}

/** Why an admin is shown the banner: the site requires two-step sign-in, or recommends it. */
export type TwoStepAdvice = "required" | "recommended";

/**
 * On every dashboard page for an admin without two-step sign-in (issue 27 item 2): with
 * ADMIN_TWO_FACTOR=required the dashboard waits for it, otherwise it is recommended.
 */
export function TwoStepBanner({ advice }: { advice: TwoStepAdvice }) {
  return advice === "required" ? (
    <Banner title="Turn on two-step sign-in to use the dashboard">
      This site requires two-step sign-in for administrators. Set it up in the Two-step sign-in section of your profile;
      the other dashboard pages open once it is on.
    </Banner>
  ) : (
    <Banner title="Protect your admin account with two-step sign-in">
      An admin account can change the whole site. With two-step sign-in, a stolen password alone cannot open it.{" "}
      <SiteLink to={`${TWO_STEP_SET_UP_PAGE}#two-step`} className="font-medium text-brand-700 underline">
        Set it up on your profile
      </SiteLink>
    </Banner>
  );
}

/** The id of the Settings form's group that holds the contact inbox: the banner's link leads there. */
export const CONTACT_INBOX_GROUP = "contact-inbox";

/**
 * On every dashboard page for an admin while contact messages wait for the owner's inbox (issue 44
 * item 1): e-mail works, but the contact inbox is still the demo company's address.
 */
export function InboxBanner() {
  return (
    <Banner title="Messages from the contact form are not being e-mailed">
      The contact inbox in Settings is still the demo company&apos;s address, so new messages wait under Messages
      instead of going to a stranger. {/* To the field itself, so on the Settings page too it goes somewhere. */}
      <SiteLink to={`/dashboard/settings#${CONTACT_INBOX_GROUP}`} className="font-medium text-brand-700 underline">
        Set your own inbox in Settings
      </SiteLink>
      : the messages that waited are e-mailed then.
    </Banner>
  );
}
