import type { ReviewVideo } from "../../../domain/content";
import { SectionHeading } from "../../components/section-heading";
import { VideoFacade } from "../../components/video-facade";

export function ReviewVideosSection({ videos }: { videos: readonly ReviewVideo[] }) {
  return (
    <section aria-labelledby="review-videos-heading" className="bg-slate-50 py-20">
      <div className="container-page">
        <SectionHeading id="review-videos-heading" eyebrow="Client Stories" title="Client review videos" lead="Hear directly from the businesses we work with." />
        {videos.length === 0 ? (
          <p className="text-center text-slate-600">No review videos found.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {videos.map((video) => (
              <li key={video._id} className="min-w-0">
                <VideoFacade embedUrl={video.videoUrl} title={video.title} poster="/images/video-poster.svg" posterWidth={480} posterHeight={270} tinted />
                <h3 className="mt-3 font-semibold text-slate-900 wrap-anywhere">{video.title}</h3>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
