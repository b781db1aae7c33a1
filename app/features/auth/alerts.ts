import type { SweetAlertOptions, SweetAlertResult } from "sweetalert2";

/** Spec dialogs (SweetAlert2), loaded only when one is shown so pages stay light. */
async function swal() {
  return (await import("sweetalert2")).default;
}

/**
 * The options our dialogs use. SweetAlert2 parses `title`, `html`, `footer` and several others as
 * HTML; names, server messages and anything else that can carry data go only through its text-only
 * options (`titleText`, `text`, set as text), so the HTML ones are not on this list. The button
 * texts are parsed as HTML too: they take only this file's own words.
 */
type TextOnly = Pick<
  SweetAlertOptions,
  "icon" | "text" | "timer" | "toast" | "position" | "target" | "showConfirmButton" | "showCancelButton" | "confirmButtonText" | "cancelButtonText" | "confirmButtonColor" | "cancelButtonColor" | "focusCancel"
> & { titleText: string };

async function fire(options: TextOnly): Promise<SweetAlertResult> {
  return (await swal()).fire(options);
}

const BRAND = "#4338ca";

/**
 * Where a dialog is attached: inside an open modal <dialog> (the browser's top layer) a dialog
 * attached to <body> would sit under it, unseen and unreachable.
 */
type Target = { target?: HTMLElement | null };
const attachTo = ({ target }: Target) => (target ? { target } : {});

/** A success alert; with `timer` it closes by itself (spec §4: login closes after 1500 ms). */
export async function showSuccess(title: string, options: { text?: string; timer?: number } & Target = {}) {
  void fire({
    icon: "success",
    titleText: title,
    text: options.text,
    timer: options.timer,
    showConfirmButton: options.timer === undefined,
    confirmButtonColor: BRAND,
    ...attachTo(options),
  });
}

export async function showError(title: string, text: string, options: Target = {}) {
  void fire({ icon: "error", titleText: title, text, confirmButtonColor: BRAND, ...attachTo(options) });
}

/** Spec §9: the admin-promotion toast lasts 1500 ms. */
export const TOAST_MS = 1500;

/** A small toast in the top-right corner that closes by itself (spec §8: "{name} is now an Admin!"). */
export async function showToast(title: string) {
  void fire({ toast: true, position: "top-end", timer: TOAST_MS, showConfirmButton: false, icon: "success", titleText: title });
}

/** Spec §8 confirmation before every delete: "Are you sure?", the type's text, "Yes, delete it!". Resolves true when confirmed. */
export async function confirmDelete(text: string): Promise<boolean> {
  const result = await fire({
    icon: "warning",
    titleText: "Are you sure?",
    text,
    showCancelButton: true,
    confirmButtonText: "Yes, delete it!",
    cancelButtonText: "Cancel",
    confirmButtonColor: "#b91c1c",
    cancelButtonColor: "#475569",
    focusCancel: true,
  });
  return result.isConfirmed;
}

/** Spec §8: "Deleted!" with the type's text. */
export async function showDeleted(text: string) {
  void fire({ icon: "success", titleText: "Deleted!", text, confirmButtonColor: BRAND });
}
