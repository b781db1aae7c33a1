import type { Review } from "../../../domain/content";
import { reviewInputSchema } from "../../../domain/content-input";
import { useAuth } from "../auth/auth-context";
import { useDeleteAction } from "./actions";
import { reviewsApi, saveItem } from "./api";
import { EditDialog, useEditing } from "./edit-dialog";
import { RowActions, cellClass, DataTable, FormProblem, SubmitButton, TextAreaField, TextField } from "./ui";
import { useEntityForm } from "./use-entity-form";

const FIELDS = ["name", "role", "image", "logo", "feedback"] as const;

/** Spec §2 addReviews form: name and image start from the signed-in user's display name and photo. */
export function ReviewForm({ review, onSaved }: { review?: Review; onSaved?: () => void }) {
  const { user } = useAuth();
  const editing = review !== undefined;
  const { form, onSubmit, rootError } = useEntityForm(reviewInputSchema, FIELDS, {
    defaultValues: {
      name: review?.name ?? user?.displayName ?? "",
      role: review?.role ?? "",
      image: review?.image ?? user?.photoURL ?? "",
      logo: review?.logo ?? "",
      feedback: review?.feedback ?? "",
    },
    save: (values) => saveItem(reviewsApi, review?._id, values),
    success: editing ? "Review updated successfully" : "Review submitted successfully!",
    failure: editing ? "Failed to update review" : "Failed to submit review",
    resetOnSuccess: !editing,
    onSaved,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Your Name" requiredMark autoComplete="name" error={errors.name?.message} {...register("name")} />
        <TextField label="Your Position" requiredMark placeholder="CEO of Brand" error={errors.role?.message} {...register("role")} />
      </div>
      <TextField label="Client Image URL" requiredMark type="url" inputMode="url" placeholder="https://example.com/photo.jpg" error={errors.image?.message} {...register("image")} />
      <TextField label="Company Logo URL" requiredMark type="url" inputMode="url" placeholder="https://example.com/logo.png" error={errors.logo?.message} {...register("logo")} />
      <TextAreaField label="Your Feedback" requiredMark placeholder="What was it like to work with us?" error={errors.feedback?.message} {...register("feedback")} />
      <FormProblem message={rootError} />
      <div>
        <SubmitButton busy={isSubmitting} label={editing ? "Update" : "Submit Review"} busyLabel={editing ? "Updating..." : "Submitting..."} />
      </div>
    </form>
  );
}

/** Spec §2 allReviews: #, Reviewer (image, name, role), Feedback, Action. */
export function ReviewsTable({ reviews }: { reviews: readonly Review[] }) {
  const { editing, edit, close, saved } = useEditing<Review>();
  const remove = useDeleteAction();
  return (
    <>
      <DataTable caption="All Reviews" columns={["#", "Reviewer", "Feedback", "Action"]} empty="No reviews found." rows={reviews.length}>
        {reviews.map((review, index) => (
          <tr key={review._id}>
            <td className={cellClass}>{index + 1}</td>
            <td className={`${cellClass} min-w-56`}>
              <div className="flex items-center gap-3">
                <img src={review.image} alt="" width={44} height={44} loading="lazy" decoding="async" className="h-11 w-11 shrink-0 rounded-full bg-slate-100 object-cover" />
                <div>
                  <p className="font-medium text-slate-900">{review.name}</p>
                  <p className="text-slate-600">{review.role}</p>
                </div>
              </div>
            </td>
            <td className={`${cellClass} min-w-64 max-w-md`}>
              <p className="line-clamp-3">{review.feedback}</p>
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>
              <RowActions name={`review by ${review.name}`} onEdit={() => edit(review)} onDelete={() => void remove("review", () => reviewsApi.remove(review._id))} />
            </td>
          </tr>
        ))}
      </DataTable>
      {editing && (
        <EditDialog title="Edit Review" onClose={close}>
          <ReviewForm review={editing} onSaved={saved} />
        </EditDialog>
      )}
    </>
  );
}
