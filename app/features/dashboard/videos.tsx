import type { ReviewVideo } from "#domain/content";
import { reviewVideoInputSchema } from "#domain/content-input";
import { VideoFacade } from "../../components/video-facade";
import { type Column, EditableList, indexColumn } from "./tables";
import { BanglaField, FormSubmit, useEntityForm } from "./forms";
import { FormField } from "../../components/form-field";

/** Spec §2 addReviewVideo form (and the edit modal, beyond the spec); any YouTube link is taken and stored as its embed URL. */
export function VideoForm({ video }: { video?: ReviewVideo }) {
  const editing = video !== undefined;
  const { field, busy, onSubmit, rootError } = useEntityForm(reviewVideoInputSchema, {
    defaultValues: { title: video?.title ?? "", videoUrl: video?.videoUrl ?? "", bn: { title: video?.bn.title ?? "" } },
    post: video && ((values) => ({ intent: "update", id: video._id, values })),
    action: "/dashboard/allReviewVideos",
    success: editing ? "Video updated successfully" : "Video review added successfully!",
    failure: editing ? "Failed to update video" : "Failed to add video",
    resetOnSuccess: !editing,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Video Title" requiredMark placeholder="What the client talks about" {...field("title")} />
      <BanglaField label="Title in Bangla" {...field("bn.title")} />
      <FormField
        label="YouTube Video Link"
        requiredMark
        inputMode="url"
        placeholder="https://youtu.be/VIDEO_ID"
        hint="Paste the video's link from YouTube (Share → Copy link, or the address bar); an embed link works too."
        {...field("videoUrl")}
      />
      <FormSubmit
        error={rootError}
        busy={busy}
        label={editing ? "Update" : "Add Video"}
        busyLabel={editing ? "Updating..." : "Adding..."}
      />
    </form>
  );
}

const VIDEO_COLUMNS: readonly Column<ReviewVideo>[] = [
  indexColumn(),
  {
    header: "Title",
    card: "lead",
    cell: (video) => video.title,
    className: "font-medium text-slate-900",
    tableWidth: "@4xl:min-w-48",
  },
  {
    header: "Preview",
    card: "block",
    cell: (video) => <VideoFacade embedUrl={video.videoUrl} title={video.title} className="w-40" compact labelled />,
  },
];

/** Spec §2 allReviewVideos: #, Title, a 160×90 preview (the player loads only on click), Action. */
export function VideosTable({ videos, firstRow }: { videos: readonly ReviewVideo[]; firstRow: number }) {
  return (
    <EditableList
      caption="All Review Videos"
      columns={VIDEO_COLUMNS}
      items={videos}
      firstRow={firstRow}
      empty="No review videos found."
      nameOf={(video) => video.title}
      kind="video"
      editTitle="Edit Video"
      form={(video) => <VideoForm video={video} />}
    />
  );
}
