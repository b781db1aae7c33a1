import { clientLogos } from "../../../domain/catalog/client-logos";
import { RotationToggle } from "../../components/rotation-toggle";
import { SectionHeading } from "../../components/section-heading";

/** Spec §4/§9: one logo further every 3 s; 3 visible below 768 px, 5 otherwise (the CSS decides). */
export const LOGO_INTERVAL_MS = 3000;

/** Rendered in catalogue order; app/enhance/rotation.ts moves the first logo to the end at each step. */
export function LogoCarousel() {
  return (
    <section aria-labelledby="clients-heading" className="py-16">
      <div className="container-page">
        <SectionHeading id="clients-heading" eyebrow="Our Clients" title="Trusted by growing businesses" />
        <div role="region" aria-roledescription="carousel" aria-label="Client logos" data-enhance="logo-carousel" data-interval={LOGO_INTERVAL_MS}>
          <div className="mb-6 flex justify-end">
            <RotationToggle label="client logos" />
          </div>
          <div className="overflow-hidden">
            <ul className="flex" data-testid="logo-track" data-rotation-track>
              {clientLogos.map((client, position) => (
                <li key={client.id} className="flex w-1/3 shrink-0 items-center justify-center px-3 md:w-1/5" data-position={position}>
                  <img src={client.logo} alt={client.name} width={200} height={80} loading="lazy" decoding="async" className="h-16 w-auto max-w-full object-contain" />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
