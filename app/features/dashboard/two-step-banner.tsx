import { SiteLink } from "../../components/site-link";
import { TWO_STEP_SET_UP_PAGE } from "#domain/two-step";

/** Why an admin is shown the banner: the site requires two-step sign-in, or recommends it. */
export type TwoStepAdvice = "required" | "recommended";

/**
 * On every dashboard page for an admin without two-step sign-in (issue 27 item 2): with
 * ADMIN_TWO_FACTOR=required the dashboard waits for it, otherwise it is recommended.
 */
export function TwoStepBanner({ advice }: { advice: TwoStepAdvice }) {
  return (
    <div role="status" className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-slate-800">
      <p className="font-semibold text-slate-900">
        {advice === "required"
          ? "Turn on two-step sign-in to use the dashboard"
          : "Protect your admin account with two-step sign-in"}
      </p>
      <p className="mt-1 text-sm">
        {advice === "required"
          ? "This site requires two-step sign-in for administrators. Set it up in the Two-step sign-in section of your profile; the other dashboard pages open once it is on."
          : "An admin account can change the whole site. With two-step sign-in, a stolen password alone cannot open it."}{" "}
        {advice === "recommended" && (
          <SiteLink to={`${TWO_STEP_SET_UP_PAGE}#two-step`} className="font-medium text-brand-700 underline">
            Set it up on your profile
          </SiteLink>
        )}
      </p>
    </div>
  );
}
