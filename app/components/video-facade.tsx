import type { ReactElement } from "react";
import { youtubeVideoId } from "#domain/urls";
import { enhanceVideoFacade } from "../enhance/facades";
import { useEnhancement } from "../lib/use-enhancement";
import { PlayIcon } from "./icons";
import { sectionTexts } from "../i18n/home";
import { useTexts } from "../lib/locale";

// Poster colours, one per video (chosen by its id), so a list of videos is told apart at a glance
// without loading YouTube's own thumbnails before a click. Literal class names: Tailwind finds them here.
const POSTER_TINTS = [
  "hue-rotate-0",
  "hue-rotate-60",
  "hue-rotate-120",
  "hue-rotate-180",
  "-hue-rotate-60",
  "-hue-rotate-120",
  "hue-rotate-30",
  "-hue-rotate-30",
];

function posterTint(embedUrl: string): string {
  const id = youtubeVideoId(embedUrl) ?? embedUrl;
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return POSTER_TINTS[hash % POSTER_TINTS.length]!;
}

interface VideoFacadeProps {
  embedUrl: string;
  title: string;
  /**
   * A drawing in the page instead of the shared poster picture: the hero's, which paints with the
   * page's first frame (no request in front of the largest thing a phone shows first).
   */
  poster?: ReactElement;
  className?: string;
  /** A small play badge and title, for thumbnails such as the dashboard's 160×90 preview. */
  compact?: boolean;
  /** Tints the poster per video, so videos that share a poster look apart (lists of videos). */
  tinted?: boolean;
  /** Also shows the video's title on the poster (where no heading names it, e.g. the dashboard's table). */
  labelled?: boolean;
}

/**
 * Click-to-load YouTube player: until the visitor presses play, only our own poster is shown and
 * no request goes to YouTube (app/enhance/facades.ts inserts the player).
 */
export function VideoFacade({
  embedUrl,
  title,
  poster,
  className = "",
  compact = false,
  tinted = false,
  labelled = false,
}: VideoFacadeProps) {
  // On hydrated pages (the dashboard's list) the same code as on the public pages inserts the player.
  const ref = useEnhancement<HTMLDivElement>(enhanceVideoFacade);
  const t = useTexts(sectionTexts);
  return (
    <div
      ref={ref}
      data-enhance="video-facade"
      data-embed-url={embedUrl}
      data-title={title}
      className={`relative aspect-video overflow-hidden rounded-xl bg-slate-900 ${className}`}
    >
      <button
        type="button"
        data-facade-load
        data-facade-poster
        className="group absolute inset-0 h-full w-full text-left"
        aria-label={t.playVideo(title)}
      >
        {poster ?? (
          <img
            src="/images/video-poster.svg"
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
            className={`h-full w-full object-cover ${tinted || labelled ? posterTint(embedUrl) : ""}`}
          />
        )}
        <span className="absolute inset-0 flex items-center justify-center bg-slate-900/20 transition-colors group-hover:bg-slate-900/35">
          <span
            className={`flex items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-transform group-hover:scale-110 ${compact ? "h-8 w-8" : "h-12 w-12 sm:h-16 sm:w-16"}`}
          >
            <PlayIcon size={compact ? 16 : 30} />
          </span>
        </span>
        {labelled && (
          <span
            className={`absolute inset-x-0 bg-gradient-to-b from-slate-950/85 to-transparent font-semibold text-white line-clamp-2 wrap-anywhere ${compact ? "top-0 px-2 pt-1.5 pb-3 text-[11px] leading-tight" : "top-0 px-4 pt-3 pb-8 text-base leading-snug"}`}
          >
            {title}
          </span>
        )}
      </button>
    </div>
  );
}
