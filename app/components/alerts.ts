import type { AlertOptions } from "./alert-dialog";

/**
 * The spec's alerts, confirmations and toast (§4, §8, §9) in the site's own dialog
 * (app/components/alert-dialog.ts, decision 0035), which is loaded only when one is shown so pages
 * stay light. Titles and texts are shown as text, never as markup.
 */
const dialogs = () => import("./alert-dialog");

async function open(options: AlertOptions): Promise<boolean> {
  return (await dialogs()).openAlert(options);
}

/** A success alert; with `timer` it closes by itself (spec §4: login closes after 1500 ms). */
export async function showSuccess(title: string, options: { text?: string; timer?: number } = {}) {
  void open({ tone: "success", title, ...options });
}

export async function showError(title: string, text: string) {
  void open({ tone: "error", title, text });
}

/** Spec §9: the admin-promotion toast lasts 1500 ms. */
export const TOAST_MS = 1500;

/** A small notice in the top corner that goes by itself (spec §8: "{name} is now an Admin!"). */
export async function showToast(title: string) {
  (await dialogs()).openToast(title, TOAST_MS);
}

/** A question before an action: resolves true when `confirmLabel` was pressed (Cancel, Escape or a click beside it: false). */
export async function confirmAction(
  title: string,
  text: string,
  confirmLabel: string,
  { danger = false } = {},
): Promise<boolean> {
  return open({ tone: "warning", title, text, confirm: { label: confirmLabel, danger } });
}

/** Spec §8 confirmation before every delete: "Are you sure?", the type's text, "Yes, delete it!". Resolves true when confirmed. */
export async function confirmDelete(text: string): Promise<boolean> {
  return confirmAction("Are you sure?", text, "Yes, delete it!", { danger: true });
}

/** Spec §8: "Deleted!" with the type's text. */
export async function showDeleted(text: string) {
  void open({ tone: "success", title: "Deleted!", text });
}
