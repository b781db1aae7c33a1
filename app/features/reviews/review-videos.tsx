import type { ReviewVideo } from "#domain/content";
import { SectionHeading } from "../../components/section-heading";
import { VideoFacade } from "../../components/video-facade";
import { sectionTexts } from "../../i18n/home";
import { useContentText, useTexts } from "../../lib/locale";

export function ReviewVideosSection({ videos }: { videos: readonly ReviewVideo[] }) {
  const t = useTexts(sectionTexts);
  const inPageLanguage = useContentText();
  return (
    <section aria-labelledby="review-videos-heading" className="page-section bg-slate-50">
      <div className="container-page">
        <SectionHeading
          id="review-videos-heading"
          eyebrow={t.videosEyebrow}
          title={t.videosTitle}
          lead={t.videosLead}
        />
        {videos.length === 0 ? (
          <p className="text-center text-slate-600">{t.noVideos}</p>
        ) : (
          // Two to a row from phones on (issue 22).
          <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {videos.map((video) => {
              const title = inPageLanguage(video.title, video.bn.title);
              return (
                <li key={video._id} className="min-w-0">
                  <VideoFacade embedUrl={video.videoUrl} title={title.text} tinted />
                  <h3
                    lang={title.lang}
                    className="mt-2 text-sm font-semibold text-slate-900 wrap-anywhere sm:mt-3 sm:text-base"
                  >
                    {title.text}
                  </h3>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
