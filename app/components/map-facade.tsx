import { formatAddress, mapEmbedUrl, mapLinkUrl } from "../../domain/site-details";
import { useSiteSettings } from "../lib/site-settings";
import { MapPinIcon } from "./icons";
import { imageLoading } from "./image-priority";

/** Click-to-load map: a shipped map picture until the visitor asks for the interactive Google map (app/enhance/facades.ts). */
export function MapFacade({ className = "", priority = false }: { className?: string; priority?: boolean }) {
  const site = useSiteSettings();
  const title = `Map: ${site.companyName}, ${formatAddress(site)}`;
  return (
    <div data-enhance="map-facade" data-embed-url={mapEmbedUrl(site.mapLocation)} data-title={title} className={`relative aspect-video overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${className}`}>
      <img data-facade-poster src="/images/map-uttara.svg" alt="" width={800} height={450} {...imageLoading(priority)} decoding="async" className="h-full w-full object-cover" />
      <div data-facade-poster className="absolute inset-x-0 bottom-0 flex flex-wrap items-center justify-center gap-3 bg-white/90 p-3">
        <button type="button" data-facade-load className="btn-primary py-2 text-sm">
          <MapPinIcon size={18} /> Load interactive map
        </button>
        <a href={mapLinkUrl(site.mapLocation)} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-700 underline">
          Open in Google Maps
        </a>
      </div>
    </div>
  );
}
