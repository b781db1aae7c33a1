import { useRevalidator } from "react-router";
import { ApiError } from "../../lib/api";
import { confirmDelete, showDeleted, showError } from "../../components/alerts";

/** Spec §8 texts of the delete confirmations and of the "Deleted!" alerts, per type. */
export const DELETE_TEXTS = {
  user: { confirm: "This action cannot be undone!", done: "User has been removed." },
  blog: { confirm: "This blog will be permanently deleted!", done: "Blog has been removed." },
  review: { confirm: "This review will be permanently deleted!", done: "The review has been removed." },
  member: { confirm: "This member will be deleted!", done: "Team member removed." },
  video: { confirm: "This video will be permanently deleted!", done: "The video has been removed." },
  logo: { confirm: "This client logo will be permanently deleted!", done: "The client logo has been removed." },
} as const;

export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong. Please try again.";
}

/**
 * Delete with the spec's flow: "Are you sure?" first, then the call, then "Deleted!" and the list
 * loads again. A refusal (e.g. deleting yourself) shows the server's reason.
 */
export function useDeleteAction() {
  const revalidator = useRevalidator();
  return async (kind: keyof typeof DELETE_TEXTS, remove: () => Promise<{ deletedCount?: number }>) => {
    const texts = DELETE_TEXTS[kind];
    if (!(await confirmDelete(texts.confirm))) return;
    try {
      const answer = await remove();
      await revalidator.revalidate();
      if (answer?.deletedCount !== 0) void showDeleted(texts.done);
    } catch (error) {
      void showError("Error", errorText(error));
    }
  };
}
