import type { ClientLogo } from "#domain/content";
import { RotationToggle } from "../../components/rotation-toggle";
import { SectionHeading } from "../../components/section-heading";
import { sectionTexts } from "../../i18n/home";
import { useTexts } from "../../lib/locale";

/** Spec §4/§9: one logo further every 3 s; 3 visible below 768 px, 5 otherwise (the CSS decides). */
export const LOGO_INTERVAL_MS = 3000;
export const LOGOS_VISIBLE = { narrow: 3, wide: 5 } as const;

/**
 * The client logos the admins manage (issue 22), in their order; no logos, no section. When there
 * are more than fit (3 below 768 px, 5 from there), app/enhance/rotation.ts moves the first logo
 * to the end every 3 s; when they all fit they stand still, centred, without a Pause button.
 */
export function LogoCarousel({ logos }: { logos: readonly ClientLogo[] }) {
  const t = useTexts(sectionTexts);
  if (logos.length === 0) return null;
  const rotatesNarrow = logos.length > LOGOS_VISIBLE.narrow;
  const rotatesWide = logos.length > LOGOS_VISIBLE.wide;
  const carousel = rotatesNarrow
    ? { "aria-roledescription": "carousel", "data-enhance": "logo-carousel", "data-interval": LOGO_INTERVAL_MS }
    : {};
  return (
    <section aria-labelledby="clients-heading" className="py-16">
      <div className="container-page">
        <SectionHeading id="clients-heading" eyebrow={t.clientsEyebrow} title={t.clientsTitle} />
        <div role="region" aria-label={t.clientsRegion} {...carousel}>
          {rotatesNarrow && (
            <div className={`mb-6 flex justify-end ${rotatesWide ? "" : "md:hidden"}`}>
              <RotationToggle pauseText={t.pauseLogos} playText={t.playLogos} />
            </div>
          )}
          <div className="overflow-hidden">
            <ul
              className={`flex ${rotatesNarrow ? "" : "justify-center"} ${rotatesWide ? "" : "md:justify-center"}`}
              data-testid="logo-track"
              data-rotation-track
            >
              {logos.map((client, position) => (
                <li
                  key={client._id}
                  className="flex w-1/3 shrink-0 items-center justify-center px-3 md:w-1/5"
                  data-position={position}
                >
                  <img
                    src={client.logo}
                    alt={client.name}
                    width={200}
                    height={80}
                    loading="lazy"
                    decoding="async"
                    className="h-16 w-auto max-w-full object-contain"
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
