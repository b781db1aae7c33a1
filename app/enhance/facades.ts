import { isWebUrl } from "#domain/urls";

/**
 * Click-to-load facades (decision 0003): until the visitor asks, only our own poster or map picture
 * is shown and nothing is requested from YouTube or Google. Markup contract: the container carries
 * `data-embed-url` and `data-title`; its `[data-facade-load]` button inserts the player, and every
 * `[data-facade-poster]` inside is hidden then (hidden, not removed: on a hydrated page React owns
 * those nodes). Returns what undoes the binding.
 */

/** Adds autoplay to a YouTube embed URL, so one click starts the video. */
function withAutoplay(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

function facade(container: HTMLElement, frame: (src: string) => Partial<HTMLIFrameElement>): () => void {
  const button = container.querySelector<HTMLButtonElement>("[data-facade-load]");
  const src = container.dataset.embedUrl ?? "";
  // The server only renders embed addresses it checked; anything else stays a picture.
  if (!button || !isWebUrl(src)) return () => {};
  const load = () => {
    const iframe = Object.assign(document.createElement("iframe"), {
      title: container.dataset.title ?? "",
      className: "absolute inset-0 h-full w-full",
      ...frame(src),
    });
    container.append(iframe);
    for (const poster of container.querySelectorAll<HTMLElement>("[data-facade-poster]")) poster.hidden = true;
  };
  button.addEventListener("click", load, { once: true });
  return () => button.removeEventListener("click", load);
}

/** A YouTube video: the player starts at once (autoplay). */
export const enhanceVideoFacade = (container: HTMLElement) =>
  facade(container, (src) => ({
    src: withAutoplay(src),
    allow: "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture",
    allowFullscreen: true,
    referrerPolicy: "strict-origin-when-cross-origin",
  }));

/** The interactive Google map. */
export const enhanceMapFacade = (container: HTMLElement) =>
  facade(container, (src) => ({ src, loading: "lazy", referrerPolicy: "no-referrer-when-downgrade" }));
