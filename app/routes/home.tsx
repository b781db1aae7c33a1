import { SiteLink } from "../components/site-link";
import { services } from "#domain/catalog/services";
import { placeNameIn } from "#domain/site-details";
import { PageErrorBoundary } from "../components/error-pages";
import { pageMeta, siteOf } from "../components/page-meta";
import { SectionHeading } from "../components/section-heading";
import { BlogGrid } from "../features/blogs/blog-card";
import { LogoCarousel } from "../features/clients/logo-carousel";
import { contactAction } from "../features/contact/contact-action.server";
import { ContactSection } from "../features/contact/contact-section";
import { Hero } from "../features/home/hero";
import { TechnologiesRow } from "../features/home/technologies";
import { ReviewVideosSection } from "../features/reviews/review-videos";
import { Testimonials } from "../features/reviews/testimonials";
import { ServicesGrid } from "../features/services/service-card";
import { TeamSection } from "../features/team/team-section";
import type { Route } from "./+types/home";
import { loadAsDocument } from "../lib/hydration";
import { serverContext } from "#server/load-context";
import type { RouteHandle } from "../lib/route-handle";
import { homeTexts } from "../i18n/home";
import { useLocale, useTexts } from "../lib/locale";
import { localeOfPath, localizedPath } from "#domain/locale";

/** Spec §9: the home page shows the latest 3 blogs. */
export const HOME_BLOG_COUNT = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const { content } = server.services;
  const [team, reviews, videos, clientLogos, blogs] = await Promise.all([
    content.listTeam(),
    content.listReviews(),
    content.listReviewVideos(),
    content.listClientLogos(),
    content.listBlogs({ limit: HOME_BLOG_COUNT }),
  ]);
  return { team, reviews, videos, clientLogos, blogs };
}

/** The contact form without JavaScript posts here ("/?index"). */
export function action(args: Route.ActionArgs) {
  return contactAction(args);
}

/** Not hydrated (decision 0027): reached by the client router, it loads as a document. */
export const clientLoader = loadAsDocument;

export const handle: RouteHandle = { sitemap: true };

export const meta: Route.MetaFunction = (args) => {
  const site = siteOf(args);
  const locale = localeOfPath(args.location.pathname);
  return pageMeta(args, {
    title: site.companyName,
    description: homeTexts[locale].metaDescription(placeNameIn(site, locale)),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { team, reviews, videos, clientLogos, blogs } = loaderData;
  const t = useTexts(homeTexts);
  return (
    <main id="main">
      <Hero />
      <section aria-labelledby="services-heading" className="page-section">
        <div className="container-page">
          <SectionHeading
            id="services-heading"
            eyebrow={t.servicesEyebrow}
            title={t.servicesTitle}
            lead={t.servicesLead}
          />
          <ServicesGrid services={services} />
        </div>
      </section>
      <TechnologiesRow />
      <TeamSection team={team} />
      <Testimonials reviews={reviews} />
      <ReviewVideosSection videos={videos} />
      <LogoCarousel logos={clientLogos} />
      <section aria-labelledby="blogs-heading" className="page-section bg-slate-50">
        <div className="container-page">
          <SectionHeading id="blogs-heading" eyebrow={t.blogsEyebrow} title={t.blogsTitle} />
          {blogs.length === 0 ? <p className="text-center text-slate-600">{t.noBlogs}</p> : <BlogGrid blogs={blogs} />}
          <div className="mt-10 text-center">
            <SiteLink to="/blogs" className="btn-primary">
              {t.seeAll}
            </SiteLink>
          </div>
        </div>
      </section>
      <ContactSection formAction={localizedPath("/?index", useLocale())} />
    </main>
  );
}

export const ErrorBoundary = PageErrorBoundary;
