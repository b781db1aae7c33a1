import { phoneHref, placeName } from "../../domain/site-details";
import { PageErrorBoundary } from "../components/error-pages";
import { CheckIcon, PhoneIcon } from "../components/icons";
import { pageMeta, siteOf } from "../components/page-meta";
import { useSiteSettings } from "../lib/site-settings";
import { SiteLink } from "../components/site-link";
import { TeamSection } from "../features/team/team-section";
import type { Route } from "./+types/about";
import { loadAsDocument } from "../lib/hydration";
import { serverContext } from "../../server/load-context";
import type { RouteHandle } from "../lib/route-handle";

export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  return { team: await server.services.content.listTeam() };
}

/** Not hydrated (decision 0027): reached by the client router, it loads as a document. */
export const clientLoader = loadAsDocument;

export const handle: RouteHandle = { sitemap: true };

export const meta: Route.MetaFunction = (args) => {
  const site = siteOf(args);
  return pageMeta(args, {
    title: "About Us",
    description: `Our mission, vision and team: why businesses choose ${site.companyName} in ${placeName(site)}.`,
  });
};

const reasons = [
  "One team for design, development and marketing — no hand-offs between agencies",
  "Fixed prices and delivery dates agreed before we start",
  "Clear weekly updates and a project manager you can call",
  "Support after launch: we stay on after the site goes live",
];

export default function About({ loaderData }: Route.ComponentProps) {
  // Spec §2's figures (4k+ happy customers, 13+ awards, 98% satisfaction, 250+ projects) are the settings' defaults:
  // demo numbers, which the dashboard's checklist asks the owner to replace (issue 22 item 4).
  const site = useSiteSettings();
  return (
    <main id="main">
      <section aria-labelledby="about-heading" className="bg-gradient-to-br from-brand-50 via-white to-sky-50">
        <div className="container-page grid items-center gap-10 py-16 md:py-20 lg:grid-cols-2">
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-brand-700">About Us</p>
            <h1 id="about-heading" className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
              Technology partners for growing businesses
            </h1>
            <p className="mt-5 text-lg text-slate-600">{site.blurb}</p>
          </div>
          <img src="/images/about.svg" alt="" width={560} height={420} className="mx-auto w-full max-w-lg" />
        </div>
      </section>

      <section aria-label="Mission and vision" className="py-16">
        <div className="container-page grid gap-8 md:grid-cols-2">
          <article className="rounded-2xl border border-slate-200 p-8">
            <h2 className="text-2xl font-bold text-slate-900">Our Mission</h2>
            <p className="mt-3 text-slate-600">
              To give every business — from a new shop in {site.area} to an exporter selling worldwide — the same
              quality of software and marketing that large companies enjoy, at a price that makes sense.
            </p>
          </article>
          <article className="rounded-2xl border border-slate-200 p-8">
            <h2 className="text-2xl font-bold text-slate-900">Our Vision</h2>
            <p className="mt-3 text-slate-600">
              To be the most trusted digital partner in {site.country}: known for work that ships on time, for honest
              advice, and for clients who stay with us for years.
            </p>
          </article>
        </div>
      </section>

      <section aria-labelledby="why-us-heading" className="bg-slate-50 py-16">
        <div className="container-page">
          <h2 id="why-us-heading" className="text-3xl font-bold text-slate-900">
            Why Choose Us
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {reasons.map((reason) => (
              <li key={reason} className="flex items-start gap-3 rounded-xl bg-white p-5 shadow-sm">
                <CheckIcon className="mt-0.5 shrink-0 text-emerald-700" />
                <span className="text-slate-700">{reason}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="Our numbers" className="py-16">
        <dl className="container-page grid grid-cols-2 gap-6 md:grid-cols-4">
          {site.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-brand-700 p-6 text-center text-white">
              <dt className="mt-1 text-sm font-medium text-brand-100">{stat.label}</dt>
              <dd className="text-4xl font-extrabold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <TeamSection team={loaderData.team} />

      <section aria-labelledby="cta-heading" className="bg-slate-900 py-16 text-white">
        <div className="container-page flex flex-col items-center gap-6 text-center">
          <h2 id="cta-heading" className="text-3xl font-bold">
            Ready to start your project?
          </h2>
          <p className="max-w-2xl text-slate-300">Book a free consultation with our team, or call us now.</p>
          <div className="flex flex-wrap items-center justify-center gap-4">
            <SiteLink to="/contact" className="btn-primary bg-white text-brand-800 hover:bg-brand-50">
              MAKE APPOINTMENT
            </SiteLink>
            <a
              href={phoneHref(site.phone)}
              className="tap-target gap-2 text-lg font-semibold text-white hover:underline"
            >
              <PhoneIcon /> {site.phone}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}

export const ErrorBoundary = PageErrorBoundary;
