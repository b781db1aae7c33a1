/**
 * Focuses a field of a form just sent with a mistake and brings it, with its label, into sight
 * below the sticky header. How far a browser scrolls a field on `focus()` is its own choice (some
 * leave a field that is already on screen where it is, its label behind the header); here the
 * field's frame (label, field and message) is scrolled into view, which honours the root's
 * `scroll-padding-top` (app/app.css: the header's height) and scrolls a dialog as well as the page.
 */
export function focusField(field: HTMLElement): void {
  field.focus({ preventScroll: true });
  const label = (field as HTMLInputElement).labels?.[0];
  const frame = label?.parentElement?.contains(field) ? label.parentElement : field;
  frame.scrollIntoView({ block: "nearest" });
}
