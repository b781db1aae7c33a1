import type { ComponentProps } from "react";
import { PLACEHOLDER_PHOTO } from "#domain/roles";

function showPlaceholder(img: HTMLImageElement) {
  if (!img.src.endsWith(PLACEHOLDER_PHOTO)) img.src = PLACEHOLDER_PHOTO;
}

/**
 * A person's photo: none, or one that does not load (a dead link, a removed picture), shows the
 * fixed placeholder (spec §9) instead of the browser's broken-image icon. On a hydrated page a
 * photo may fail before React listens for its error event, so the element is checked as it mounts.
 */
export function PersonPhoto({
  src,
  alt,
  ...img
}: Omit<ComponentProps<"img">, "src" | "onError" | "ref"> & { src: string | null | undefined; alt: string }) {
  return (
    <img
      src={src || PLACEHOLDER_PHOTO}
      alt={alt}
      onError={(event) => showPlaceholder(event.currentTarget)}
      ref={(element) => {
        if (element?.complete && element.naturalWidth === 0) element.decode().catch(() => showPlaceholder(element));
      }}
      {...img}
    />
  );
}
