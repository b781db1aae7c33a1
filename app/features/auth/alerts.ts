/** Spec dialogs (SweetAlert2), loaded only when one is shown so pages stay light. */
async function swal() {
  return (await import("sweetalert2")).default;
}

const BRAND = "#4338ca";

/**
 * Where a dialog is attached: inside an open modal <dialog> (the browser's top layer) a dialog
 * attached to <body> would sit under it, unseen and unreachable.
 */
type Target = { target?: HTMLElement | null };

/** A success alert; with `timer` it closes by itself (spec §4: login closes after 1500 ms). */
export async function showSuccess(title: string, options: { text?: string; timer?: number } & Target = {}) {
  const Swal = await swal();
  void Swal.fire({
    icon: "success",
    title,
    text: options.text,
    timer: options.timer,
    showConfirmButton: options.timer === undefined,
    confirmButtonColor: BRAND,
    ...(options.target ? { target: options.target } : {}),
  });
}

export async function showError(title: string, text: string, options: Target = {}) {
  const Swal = await swal();
  void Swal.fire({ icon: "error", title, text, confirmButtonColor: BRAND, ...(options.target ? { target: options.target } : {}) });
}

/** Spec §9: the admin-promotion toast lasts 1500 ms. */
export const TOAST_MS = 1500;

/** A small toast in the top-right corner that closes by itself (spec §8: "{name} is now an Admin!"). */
export async function showToast(title: string) {
  const Swal = await swal();
  const Toast = Swal.mixin({ toast: true, position: "top-end", timer: TOAST_MS, showConfirmButton: false });
  void Toast.fire({ icon: "success", title });
}

/** Spec §8 confirmation before every delete: "Are you sure?", the type's text, "Yes, delete it!". Resolves true when confirmed. */
export async function confirmDelete(text: string): Promise<boolean> {
  const Swal = await swal();
  const result = await Swal.fire({
    icon: "warning",
    title: "Are you sure?",
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
  const Swal = await swal();
  void Swal.fire({ icon: "success", title: "Deleted!", text, confirmButtonColor: BRAND });
}
