import { SiteLink } from "../../components/site-link";
import { placeNameIn } from "#domain/site-details";
import { useSiteSettings } from "../../lib/site-settings";
import { VideoFacade } from "../../components/video-facade";
import { HeroPoster } from "./hero-poster";
import { homeTexts } from "../../i18n/home";
import { useLocale, useTexts } from "../../lib/locale";

export function Hero() {
  const site = useSiteSettings();
  const t = useTexts(homeTexts);
  const locale = useLocale();
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-br from-brand-50 via-white to-sky-50">
      <div className="container-page grid items-center gap-8 py-10 md:gap-10 md:py-24 lg:grid-cols-2">
        <div>
          <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-brand-700">
            {t.welcome(site.companyName)}
          </p>
          <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
            {t.heroHeading}
          </h1>
          <p className="mt-5 text-lg text-slate-600">{t.heroLead(placeNameIn(site, locale))}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <SiteLink to="/contact" className="btn-primary">
              {t.getStarted}
            </SiteLink>
            <SiteLink to="/services" className="btn-outline">
              {t.ourServicesLink}
            </SiteLink>
          </div>
        </div>
        <VideoFacade
          embedUrl={site.heroVideoUrl}
          title={t.heroVideoTitle(site.companyName)}
          poster={<HeroPoster />}
          className="shadow-xl"
        />
      </div>
    </section>
  );
}
