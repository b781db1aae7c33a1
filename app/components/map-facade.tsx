import { formatAddress, mapEmbedUrl, mapLinkUrl } from "#domain/site-details";
import { contactTexts } from "../i18n/contact";
import { useTexts } from "../lib/locale";
import { useSiteSettings } from "../lib/site-settings";
import { MapPinIcon } from "./icons";
import { imageLoading } from "./image-priority";

/**
 * Click-to-load map: a shipped map picture until the visitor asks for the interactive Google map
 * (app/enhance/facades.ts), and under it a link to the place in Google Maps (kept after the map loads).
 */
export function MapFacade({ className = "", priority = false }: { className?: string; priority?: boolean }) {
  const site = useSiteSettings();
  const t = useTexts(contactTexts);
  const title = t.mapTitle(site.companyName, formatAddress(site));
  return (
    <div className={className}>
      <div
        data-enhance="map-facade"
        data-embed-url={mapEmbedUrl(site.mapLocation)}
        data-title={title}
        className="relative aspect-video overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
      >
        <img
          data-facade-poster
          src="/images/map-uttara.svg"
          alt=""
          width={800}
          height={450}
          {...imageLoading(priority)}
          decoding="async"
          className="h-full w-full object-cover"
        />
        <button
          type="button"
          data-facade-load
          data-facade-poster
          className="btn-primary absolute bottom-3 left-1/2 min-h-11 -translate-x-1/2 whitespace-nowrap py-2 text-sm shadow-lg"
        >
          <MapPinIcon size={18} /> {t.loadMap}
        </button>
      </div>
      <p className="text-right">
        <a
          href={mapLinkUrl(site.mapLocation)}
          target="_blank"
          rel="noopener noreferrer"
          className="tap-target text-sm font-medium text-brand-700 underline"
        >
          {t.openInGoogleMaps}
        </a>
      </p>
    </div>
  );
}
