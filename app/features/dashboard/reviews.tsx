import type { Review } from "#domain/content";
import { reviewInputSchema } from "#domain/content-input";
import { type Column, EditableList, indexColumn, PersonLabel } from "./tables";
import { BanglaField, FormSubmit, useEntityForm } from "./forms";
import { ImageSourceField } from "./image-field";
import { FormField } from "../../components/form-field";

/**
 * Spec §2 addReviews form. The spec starts name and image from the signed-in user's; but the
 * review is a client's, typed in by an admin, so a new one starts empty (issue 22, decision 0035).
 */
export function ReviewForm({ review }: { review?: Review }) {
  const editing = review !== undefined;
  const { form, field, busy, onSubmit, rootError } = useEntityForm(reviewInputSchema, {
    defaultValues: {
      name: review?.name ?? "",
      role: review?.role ?? "",
      image: review?.image ?? "",
      logo: review?.logo ?? "",
      feedback: review?.feedback ?? "",
      bn: { role: review?.bn.role ?? "", feedback: review?.bn.feedback ?? "" },
    },
    post: review && ((values) => ({ intent: "update", id: review._id, values })),
    action: "/dashboard/allReviews",
    success: editing ? "Review updated successfully" : "Review submitted successfully!",
    failure: editing ? "Failed to update review" : "Failed to submit review",
    resetOnSuccess: !editing,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your Name" requiredMark autoComplete="name" {...field("name")} />
        <FormField label="Your Position" requiredMark placeholder="CEO of Brand" {...field("role")} />
      </div>
      <BanglaField label="Position in Bangla" {...field("bn.role")} />
      <ImageSourceField
        form={form}
        name="image"
        label="Client Image URL"
        uploadLabel="Or upload the client's photo"
        placeholder="https://example.com/photo.jpg"
      />
      <ImageSourceField
        form={form}
        name="logo"
        label="Company Logo URL"
        uploadLabel="Or upload the company logo"
        placeholder="https://example.com/logo.png"
      />
      <FormField
        label="Your Feedback"
        requiredMark
        rows={5}
        placeholder="What was it like to work with us?"
        {...field("feedback")}
      />
      <BanglaField label="Feedback in Bangla" rows={5} {...field("bn.feedback")} />
      <FormSubmit
        error={rootError}
        busy={busy}
        label={editing ? "Update" : "Submit Review"}
        busyLabel={editing ? "Updating..." : "Submitting..."}
      />
    </form>
  );
}

const REVIEW_COLUMNS: readonly Column<Review>[] = [
  indexColumn(),
  {
    header: "Reviewer",
    card: "lead",
    tableWidth: "@4xl:min-w-56",
    cell: (review) => <PersonLabel photo={review.image} name={review.name} detail={review.role} size={44} />,
  },
  {
    header: "Feedback",
    card: "block",
    tableWidth: "@4xl:min-w-64 @4xl:max-w-md",
    cell: (review) => <p className="line-clamp-3">{review.feedback}</p>,
  },
];

/** Spec §2 allReviews: #, Reviewer (image, name, role), Feedback, Action. */
export function ReviewsTable({ reviews, firstRow }: { reviews: readonly Review[]; firstRow: number }) {
  return (
    <EditableList
      caption="All Reviews"
      columns={REVIEW_COLUMNS}
      items={reviews}
      firstRow={firstRow}
      empty="No reviews found."
      nameOf={(review) => `review by ${review.name}`}
      kind="review"
      editTitle="Edit Review"
      form={(review) => <ReviewForm review={review} />}
    />
  );
}
