import { replyOrProblem } from "../features/dashboard/forms";
import { PageTitle } from "../features/dashboard/ui";
import { SETTING_LABELS } from "#domain/site-details";
import { demoFiguresLeft, demoTextLeft } from "#domain/settings-review";
import { SiteLink } from "../components/site-link";
import { pageMeta } from "../components/page-meta";
import { DashboardErrorBoundary } from "../features/dashboard/error-boundary";
import { posted, readPost, replyTo } from "../features/dashboard/dashboard.server";
import { adminOrNull } from "../features/dashboard/dashboard.server";
import { mailStateOf, NoAdminYet, SetupChecklist, setupDone, useRemoveDemo } from "../features/dashboard/first-run";
import type { Route } from "./+types/dashboard._index";
import { serverContext } from "#server/load-context";
import { companyToday } from "#domain/dates";
import { FollowUpsDue } from "../features/dashboard/lead";
import { MissingBanglaList } from "../features/dashboard/missing-bangla";

/** The dashboard's home: counts for admins (read on the server), an explanation for everyone else. */
export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const { content, contentAdmin, users, status, settings, contact } = server.services;
  const admin = adminOrNull(context);
  if (!admin) {
    const noAdminYet = server.sessionUser !== null && !(await status.hasAdmin());
    const email = server.sessionUser?.email ?? "";
    const linkMailed = server.firstAdminEmail !== null && email.toLowerCase() === server.firstAdminEmail;
    return {
      overview: null,
      setup: null,
      followUps: null,
      missingBangla: null,
      noAdminYetFor: noAdminYet ? { email, linkMailed } : null,
    };
  }
  const today = companyToday();
  const [userCount, counts, demo, site, mail, followUps, firstResponse, missingBangla] = await Promise.all([
    users.count(),
    content.counts(),
    contentAdmin.demoContent(),
    settings.current(),
    mailStateOf(server),
    contact.followUpsDue(today),
    contact.firstResponseMedian(),
    contentAdmin.missingBangla(),
  ]);
  return {
    setup: {
      ...mail,
      demo,
      demoText: demoTextLeft(site.effective).map((key) => SETTING_LABELS[key]),
      demoFigures: demoFiguresLeft(site.effective),
      detailsSaved: site.version > 0,
      twoStepOn: admin.twoStep === true,
    },
    noAdminYetFor: null,
    followUps: { today, leads: followUps, firstResponse },
    missingBangla,
    overview: [
      { label: "Users", count: userCount, to: "/dashboard/users" },
      { label: "Blogs", count: counts.blogs, to: "/dashboard/allBlogs" },
      { label: "Reviews", count: counts.reviews, to: "/dashboard/allReviews" },
      { label: "Review videos", count: counts.review_videos, to: "/dashboard/allReviewVideos" },
      { label: "Team members", count: counts.team_members, to: "/dashboard/allMembers" },
      { label: "Client logos", count: counts.client_logos, to: "/dashboard/allClientLogos" },
    ],
  };
}

/** The first-run checklist's Remove demo content: the demo items nobody changed (logged as one entry). */
export async function action(args: Route.ActionArgs) {
  const { admin, services } = await readPost(args, posted.removeDemo);
  return replyTo(() => services.contentAdmin.removeDemoContent(admin.email));
}

export const clientAction = replyOrProblem;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Dashboard", description: "Manage the site's content.", noIndex: true });

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const { overview, setup, noAdminYetFor, followUps, missingBangla } = loaderData;
  const removeDemo = useRemoveDemo();
  if (!overview) {
    return (
      <section className="max-w-2xl">
        <PageTitle title="Dashboard" />
        <p className="text-slate-700">
          The dashboard tools (users, blogs, reviews, videos, team and client logos) are for administrators, so your
          menu is empty. You can still see your profile and log out there.
        </p>
        <SiteLink to="/dashboard/profile" className="btn-primary mt-5">
          Go to your profile
        </SiteLink>
        {noAdminYetFor && <NoAdminYet {...noAdminYetFor} />}
      </section>
    );
  }
  return (
    <section>
      <PageTitle
        title="Dashboard"
        lead="An overview of the site's content. Choose a list to change or remove entries, or add new ones from the menu."
      />
      {/* The day's work first; an empty list after the set-up checklist. */}
      {followUps && followUps.leads.length > 0 && <FollowUpsDue {...followUps} />}
      {setup && !setupDone(setup) && <SetupChecklist {...setup} removeDemo={removeDemo} />}
      {followUps && followUps.leads.length === 0 && <FollowUpsDue {...followUps} />}
      {missingBangla && <MissingBanglaList {...missingBangla} />}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        {overview.map((item) => (
          <li key={item.to}>
            <SiteLink
              to={item.to}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600 sm:p-5"
            >
              <span className="block text-2xl font-bold text-slate-900 sm:text-3xl">{item.count}</span>
              <span className="mt-1 block font-medium text-brand-700">{item.label}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = DashboardErrorBoundary;
