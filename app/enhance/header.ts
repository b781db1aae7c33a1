/**
 * The site header's menus (decision 0013's design, decision 0027's code): the Services dropdown on
 * wide screens and the collapsible menu below 1024 px. The server renders them closed; this makes
 * them work. Markup contract (app/components/site-header.tsx):
 *
 * - `button[data-disclosure][aria-controls]` opens and closes the element it controls (`hidden`);
 *   with `data-open-label` / `data-closed-label` its accessible name follows (Open menu / Close menu).
 * - `[data-escape-scope]`: Escape inside it closes its first disclosure and gives that button the focus.
 * - `[data-dropdown]`: a list that also closes when the pointer or the focus leaves it, and whose
 *   entries (`[data-menu-item]`) the arrow keys, Home and End move through.
 * - Choosing an entry (any link inside an opened panel) closes every menu.
 *
 * Used as it is on the pages React does not hydrate, and by the header's React component on the
 * hydrated ones (through `useEnhancement`): one implementation. Returns what undoes it.
 */
export function enhanceHeader(header: HTMLElement): () => void {
  const disclosures = () => Array.from(header.querySelectorAll<HTMLButtonElement>("button[data-disclosure]"));
  const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute("aria-controls") ?? "");
  const isOpen = (button: HTMLButtonElement) => button.getAttribute("aria-expanded") === "true";

  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    const panel = panelOf(button);
    if (panel) panel.hidden = !open;
    const label = open ? button.dataset.openLabel : button.dataset.closedLabel;
    if (label) button.setAttribute("aria-label", label);
  };
  const closeAll = () => disclosures().forEach((button) => setOpen(button, false));
  closeAll();

  const itemsOf = (dropdown: Element) => Array.from(dropdown.querySelectorAll<HTMLAnchorElement>("[data-menu-item]"));
  const focusItem = (dropdown: Element, index: number) => {
    const items = itemsOf(dropdown);
    items[(index + items.length) % items.length]?.focus();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>("button[data-disclosure]");
    if (button && header.contains(button)) {
      setOpen(button, !isOpen(button));
      return;
    }
    if (target.closest("a")) closeAll();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key === "Escape") {
      const toggle = target.closest("[data-escape-scope]")?.querySelector<HTMLButtonElement>("button[data-disclosure]");
      if (toggle && isOpen(toggle)) {
        event.preventDefault();
        setOpen(toggle, false);
        toggle.focus();
      }
      return;
    }
    const dropdown = target.closest("[data-dropdown]");
    const toggle = dropdown?.querySelector<HTMLButtonElement>("button[data-disclosure]");
    if (!dropdown || !toggle) return;
    const current = itemsOf(dropdown).indexOf(target as HTMLAnchorElement);
    if (event.key === "ArrowDown" && (target === toggle || current >= 0)) {
      event.preventDefault();
      if (!isOpen(toggle)) setOpen(toggle, true);
      focusItem(dropdown, current + 1);
    } else if (event.key === "ArrowUp" && isOpen(toggle) && current >= 0) {
      event.preventDefault();
      focusItem(dropdown, current - 1);
    } else if ((event.key === "Home" || event.key === "End") && isOpen(toggle) && current >= 0) {
      event.preventDefault();
      focusItem(dropdown, event.key === "Home" ? 0 : -1);
    }
  };

  const closeDropdownsOutside = (inside: Node | null) => {
    for (const dropdown of header.querySelectorAll("[data-dropdown]")) {
      const toggle = dropdown.querySelector<HTMLButtonElement>("button[data-disclosure]");
      if (toggle && isOpen(toggle) && !(inside && dropdown.contains(inside))) setOpen(toggle, false);
    }
  };
  const onFocusOut = (event: FocusEvent) => {
    if ((event.target as Element).closest("[data-dropdown]")) closeDropdownsOutside(event.relatedTarget as Node | null);
  };
  const onPointerDown = (event: PointerEvent) => closeDropdownsOutside(event.target as Node);

  header.addEventListener("click", onClick);
  header.addEventListener("keydown", onKeyDown);
  header.addEventListener("focusout", onFocusOut);
  document.addEventListener("pointerdown", onPointerDown);
  return () => {
    header.removeEventListener("click", onClick);
    header.removeEventListener("keydown", onKeyDown);
    header.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("pointerdown", onPointerDown);
  };
}
