/** How long the pointer rests on the Services entry before its list opens, and has left it before it closes. */
export const HOVER_OPEN_MS = 150;
export const HOVER_CLOSE_MS = 300;

/**
 * The site header's menus (decision 0013's design, 0027's code, 0034's markup): the Services
 * dropdown on wide screens and the collapsible menu below 1024 px. Both are `<details>`, so they
 * open and close without JavaScript; this adds what a menu also does. Markup contract
 * (app/components/site-header.tsx):
 *
 * - `details[data-disclosure]`: with `data-open-label` / `data-closed-label` its summary's name
 *   (`[data-label]`) follows its state (Open menu / Close menu).
 * - `[data-escape-scope]`: Escape inside it closes its first disclosure and gives that summary the focus.
 * - `[data-dropdown]`: a list that opens while the mouse rests on it (after HOVER_OPEN_MS) and closes
 *   when the mouse, the focus or a click goes elsewhere; the arrow keys, Home and End move through its
 *   entries (`[data-menu-item]`).
 * - Choosing an entry (any link inside an opened menu) closes every menu.
 *
 * Used as it is on the pages React does not hydrate, and by the header's React component on the
 * hydrated ones (through `useEnhancement`): one implementation. Returns what undoes it.
 */
export function enhanceHeader(header: HTMLElement): () => void {
  const off = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(
    target: EventTarget,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
    capture = false,
  ) => target.addEventListener(type, listener as EventListener, { signal: off.signal, capture });

  const disclosures = () => Array.from(header.querySelectorAll<HTMLDetailsElement>("details[data-disclosure]"));
  const summaryOf = (details: Element) => details.querySelector<HTMLElement>(":scope > summary")!;
  const showLabel = (details: HTMLDetailsElement) => {
    const label = details.open ? details.dataset.openLabel : details.dataset.closedLabel;
    const text = summaryOf(details).querySelector("[data-label]");
    if (label && text) text.textContent = label;
  };
  const closeAll = () => disclosures().forEach((details) => (details.open = false));
  // A menu opened before this ran (it works without script) stays open, with the right name.
  disclosures().forEach(showLabel);
  // `toggle` does not bubble: listened to on the way down.
  on(header, "toggle", (event) => showLabel(event.target as HTMLDetailsElement), true);

  const itemsOf = (dropdown: Element) => Array.from(dropdown.querySelectorAll<HTMLAnchorElement>("[data-menu-item]"));
  const focusItem = (dropdown: Element, index: number) => {
    const items = itemsOf(dropdown);
    items[(index + items.length) % items.length]?.focus();
  };

  on(header, "click", (event) => {
    if ((event.target as Element).closest("a")) closeAll();
  });

  on(header, "keydown", (event) => {
    const target = event.target as HTMLElement;
    if (event.key === "Escape") {
      const details = target
        .closest("[data-escape-scope]")
        ?.querySelector<HTMLDetailsElement>("details[data-disclosure]");
      if (details?.open) {
        event.preventDefault();
        details.open = false;
        summaryOf(details).focus();
      }
      return;
    }
    const dropdown = target.closest("[data-dropdown]");
    const details = dropdown?.querySelector("details");
    if (!dropdown || !details) return;
    const current = itemsOf(dropdown).indexOf(target as HTMLAnchorElement);
    if (event.key === "ArrowDown" && (target === summaryOf(details) || current >= 0)) {
      event.preventDefault();
      details.open = true;
      focusItem(dropdown, current + 1);
    } else if (event.key === "ArrowUp" && current >= 0) {
      event.preventDefault();
      focusItem(dropdown, current - 1);
    } else if ((event.key === "Home" || event.key === "End") && current >= 0) {
      event.preventDefault();
      focusItem(dropdown, event.key === "Home" ? 0 : -1);
    }
  });

  const closeDropdownsOutside = (inside: Node | null) => {
    for (const dropdown of header.querySelectorAll("[data-dropdown]")) {
      const details = dropdown.querySelector("details");
      if (details?.open && !(inside && dropdown.contains(inside))) details.open = false;
    }
  };
  on(header, "focusout", (event) => {
    if ((event.target as Element).closest("[data-dropdown]")) closeDropdownsOutside(event.relatedTarget as Node | null);
  });
  on(document, "pointerdown", (event) => closeDropdownsOutside(event.target as Node));

  // The mouse resting on a dropdown opens it, leaving closes it (each after a short delay, so that
  // passing over it or slipping off it for a moment does nothing). A click on its arrow just after
  // the list opened this way keeps it open instead of closing it at once.
  for (const dropdown of header.querySelectorAll("[data-dropdown]")) {
    const details = dropdown.querySelector("details");
    if (!details) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let openedByHover = false;
    const hover = (open: boolean) => (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          openedByHover = open && !details.open;
          details.open = open;
        },
        open ? HOVER_OPEN_MS : HOVER_CLOSE_MS,
      );
    };
    on(dropdown, "pointerenter", hover(true));
    on(dropdown, "pointerleave", hover(false));
    on(summaryOf(details), "click", (event) => {
      // The click decides: a hover's pending open or close no longer happens (else a quick second
      // click, within the hover delay of the pointer's arrival, saw the list open again after it).
      clearTimeout(timer);
      if (openedByHover) event.preventDefault();
      openedByHover = false;
    });
    off.signal.addEventListener("abort", () => clearTimeout(timer));
  }

  return () => off.abort();
}
