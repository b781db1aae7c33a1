/** Spec dialogs (SweetAlert2), loaded only when one is shown so pages stay light. */
async function swal() {
  return (await import("sweetalert2")).default;
}

/** A success alert; with `timer` it closes by itself (spec §4: login closes after 1500 ms). */
export async function showSuccess(title: string, options: { text?: string; timer?: number } = {}) {
  const Swal = await swal();
  void Swal.fire({ icon: "success", title, text: options.text, timer: options.timer, showConfirmButton: options.timer === undefined, confirmButtonColor: "#4338ca" });
}

export async function showError(title: string, text: string) {
  const Swal = await swal();
  void Swal.fire({ icon: "error", title, text, confirmButtonColor: "#4338ca" });
}
