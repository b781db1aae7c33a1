import type { ReviewVideo } from "../../../domain/content";
import { reviewVideoInputSchema } from "../../../domain/content-input";
import { VideoFacade } from "../../components/video-facade";
import { useDeleteAction } from "./actions";
import { videosApi, saveItem } from "./api";
import { EditDialog, useEditing } from "./edit-dialog";
import { RowActions, cellClass, DataTable, FormProblem, SubmitButton, TextField } from "./ui";
import { useEntityForm } from "./use-entity-form";

const FIELDS = ["title", "videoUrl"] as const;

/** Spec §2 addReviewVideo form (and the edit modal, beyond the spec). */
export function VideoForm({ video, onSaved }: { video?: ReviewVideo; onSaved?: () => void }) {
  const editing = video !== undefined;
  const { form, onSubmit, rootError } = useEntityForm(reviewVideoInputSchema, FIELDS, {
    defaultValues: { title: video?.title ?? "", videoUrl: video?.videoUrl ?? "" },
    save: (values) => saveItem(videosApi, video?._id, values),
    success: editing ? "Video updated successfully" : "Video review added successfully!",
    failure: editing ? "Failed to update video" : "Failed to add video",
    resetOnSuccess: !editing,
    onSaved,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <TextField label="Video Title" requiredMark placeholder="What the client talks about" error={errors.title?.message} {...register("title")} />
      <TextField
        label="YouTube Video Embed URL"
        requiredMark
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/embed/VIDEO_ID"
        hint={'On YouTube: Share → Embed, then copy the address inside src="…".'}
        error={errors.videoUrl?.message}
        {...register("videoUrl")}
      />
      <FormProblem message={rootError} />
      <div>
        <SubmitButton busy={isSubmitting} label={editing ? "Update" : "Add Video"} busyLabel={editing ? "Updating..." : "Adding..."} />
      </div>
    </form>
  );
}

/** Spec §2 allReviewVideos: #, Title, a 160×90 preview (the player loads only on click), Action. */
export function VideosTable({ videos }: { videos: readonly ReviewVideo[] }) {
  const { editing, edit, close, saved } = useEditing<ReviewVideo>();
  const remove = useDeleteAction();
  return (
    <>
      <DataTable caption="All Review Videos" columns={["#", "Title", "Preview", "Action"]} empty="No review videos found." rows={videos.length}>
        {videos.map((video, index) => (
          <tr key={video._id}>
            <td className={cellClass}>{index + 1}</td>
            <td className={`${cellClass} min-w-48 font-medium text-slate-900`}>{video.title}</td>
            <td className={cellClass}>
              <VideoFacade embedUrl={video.videoUrl} title={video.title} poster="/images/video-poster.svg" posterWidth={160} posterHeight={90} className="w-40" compact />
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>
              <RowActions name={video.title} onEdit={() => edit(video)} onDelete={() => void remove("video", () => videosApi.remove(video._id))} />
            </td>
          </tr>
        ))}
      </DataTable>
      {editing && (
        <EditDialog title="Edit Video" onClose={close}>
          <VideoForm video={editing} onSaved={saved} />
        </EditDialog>
      )}
    </>
  );
}
