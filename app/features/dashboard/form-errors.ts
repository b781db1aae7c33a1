import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../lib/api";

/**
 * Shows a failed save's reasons in the form: each field message of a 400 answer under its field,
 * anything else (not signed in, not allowed, offline…) as the form's problem.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) {
    setError("root.server" as Path<T>, { type: "server", message: "Something went wrong. Please try again." });
    return;
  }
  let placed = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: "server", message });
      placed = true;
    }
  }
  if (!placed) setError("root.server" as Path<T>, { type: "server", message: error.message });
}
