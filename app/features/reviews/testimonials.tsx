import type { Review } from "#domain/content";
import { QuoteIcon } from "../../components/icons";
import { RotationToggle } from "../../components/rotation-toggle";
import { SectionHeading } from "../../components/section-heading";
import { sectionTexts } from "../../i18n/home";
import { useContentText, useTexts } from "../../lib/locale";

/** Spec §4/§9: with 3 or more reviews a window of 3 advances every 2.5 s; fewer are all shown. */
export const TESTIMONIAL_WINDOW = 3;
export const TESTIMONIAL_INTERVAL_MS = 2500;

/** Feedback up to this long is set large, so that a short review fills its card instead of leaving it half empty. */
const SHORT_FEEDBACK = 180;

/**
 * Spec §9: the card is 400 px high. Name (2 lines) and role (3 lines) wrap, even inside one long
 * word, so they never widen the page; the feedback gets the rest: a short one in large type, set
 * in the middle of the space it has; a longer one smaller, clamped only past 8 lines (6 on wide screens).
 */
function TestimonialCard({ review, testId }: { review: Review; testId?: string }) {
  const inPageLanguage = useContentText();
  const feedback = inPageLanguage(review.feedback, review.bn.feedback);
  const role = inPageLanguage(review.role, review.bn.role);
  const text =
    feedback.text.length <= SHORT_FEEDBACK
      ? "line-clamp-7 text-lg leading-8 lg:text-xl"
      : "line-clamp-8 text-[15px] leading-6 lg:line-clamp-6 lg:text-base lg:leading-7";
  return (
    <figure
      className="flex h-[400px] flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-4 lg:p-6"
      data-testid={testId}
    >
      <div className="mb-2 flex h-8 shrink-0 items-center justify-between gap-4">
        <QuoteIcon size={28} className="shrink-0 text-brand-700" />
        {review.logo && (
          <img
            src={review.logo}
            alt=""
            width={96}
            height={32}
            loading="lazy"
            decoding="async"
            className="h-8 w-24 object-contain object-right"
          />
        )}
      </div>
      <blockquote className="flex min-h-0 flex-1 flex-col overflow-hidden text-slate-700">
        <p lang={feedback.lang} className={`my-auto wrap-anywhere ${text}`}>
          {feedback.text}
        </p>
      </blockquote>
      <figcaption className="mt-3 flex shrink-0 items-center gap-3 border-t border-slate-100 pt-3">
        <img
          src={review.image}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className="h-12 w-12 shrink-0 rounded-full object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-semibold leading-snug text-slate-900 wrap-anywhere">{review.name}</p>
          <p lang={role.lang} className="line-clamp-3 text-sm leading-5 text-slate-600 wrap-anywhere">
            {role.text}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}

/** Phones: a row to swipe through, each card 85 % of the width (the next one peeks in); from 768 px three columns. */
function CardItem({ review, testId }: { review: Review; testId?: string }) {
  return (
    <li className="w-[85%] min-w-0 shrink-0 snap-start md:w-auto">
      <TestimonialCard review={review} testId={testId} />
    </li>
  );
}

/**
 * One window of cards; `grid-cols-3` (minmax(0, 1fr)) keeps a long word from stretching a column.
 * On phones the row scrolls sideways and can take the keyboard focus (which holds the rotation).
 */
function CardRow({ reviews, testId }: { reviews: readonly Review[]; testId?: string }) {
  const t = useTexts(sectionTexts);
  return (
    <ul
      tabIndex={0}
      aria-label={t.testimonialsShown}
      className="flex snap-x snap-mandatory gap-4 overflow-x-auto md:grid md:grid-cols-3 md:gap-6 md:overflow-visible"
    >
      {reviews.map((review) => (
        <CardItem key={review._id} review={review} testId={testId} />
      ))}
    </ul>
  );
}

/**
 * The first window is rendered here; with 3 or more reviews every card also waits in a template,
 * from which app/enhance/rotation.ts builds the next windows.
 */
export function Testimonials({ reviews }: { reviews: readonly Review[] }) {
  const rotates = reviews.length >= TESTIMONIAL_WINDOW;
  const t = useTexts(sectionTexts);
  return (
    <section aria-labelledby="testimonials-heading" className="page-section">
      <div className="container-page">
        <SectionHeading id="testimonials-heading" eyebrow={t.testimonialsEyebrow} title={t.testimonialsTitle} />
        {reviews.length === 0 ? (
          <p className="text-center text-slate-600">{t.noReviews}</p>
        ) : (
          <div
            role="region"
            aria-roledescription="carousel"
            aria-label={t.testimonialsRegion}
            data-enhance={rotates ? "testimonials" : undefined}
            data-window={TESTIMONIAL_WINDOW}
            data-interval={TESTIMONIAL_INTERVAL_MS}
          >
            {rotates && (
              <div className="mb-4 flex justify-end md:mb-6">
                <RotationToggle pauseText={t.pauseTestimonials} playText={t.playTestimonials} />
              </div>
            )}
            <div aria-live={rotates ? "off" : "polite"} data-rotation-stage>
              <CardRow reviews={reviews.slice(0, TESTIMONIAL_WINDOW)} testId="testimonial" />
            </div>
            {rotates && (
              <template data-rotation-items>
                {reviews.map((review) => (
                  <CardItem key={review._id} review={review} testId="testimonial" />
                ))}
              </template>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
