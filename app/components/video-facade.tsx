import { useState } from "react";
import { PlayIcon } from "./icons";

/** Adds autoplay to a YouTube embed URL, so one click starts the video. */
function withAutoplay(embedUrl: string): string {
  try {
    const url = new URL(embedUrl);
    url.searchParams.set("autoplay", "1");
    return url.toString();
  } catch {
    return embedUrl;
  }
}

interface VideoFacadeProps {
  embedUrl: string;
  title: string;
  poster: string;
  posterWidth: number;
  posterHeight: number;
  className?: string;
  /** A small play badge, for thumbnails such as the dashboard's 160×90 preview. */
  compact?: boolean;
}

/**
 * Click-to-load YouTube player: until the visitor presses play, only our own poster is shown and
 * no request goes to YouTube.
 */
export function VideoFacade({ embedUrl, title, poster, posterWidth, posterHeight, className = "", compact = false }: VideoFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={`relative aspect-video overflow-hidden rounded-xl bg-slate-900 ${className}`}>
      {loaded ? (
        <iframe
          src={withAutoplay(embedUrl)}
          title={title}
          className="absolute inset-0 h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" onClick={() => setLoaded(true)} className="group absolute inset-0 h-full w-full" aria-label={`Play video: ${title}`}>
          <img src={poster} alt="" width={posterWidth} height={posterHeight} loading="lazy" decoding="async" className="h-full w-full object-cover" />
          <span className="absolute inset-0 flex items-center justify-center bg-slate-900/20 transition-colors group-hover:bg-slate-900/35">
            <span
              className={`flex items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-transform group-hover:scale-110 ${compact ? "h-9 w-9" : "h-16 w-16"}`}
            >
              <PlayIcon size={compact ? 18 : 30} />
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
