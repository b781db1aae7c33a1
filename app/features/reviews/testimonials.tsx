import type { Review } from "../../../domain/content";
import { QuoteIcon } from "../../components/icons";
import { RotationToggle } from "../../components/rotation-toggle";
import { SectionHeading } from "../../components/section-heading";
import { rotate, useRotation } from "../../components/use-rotation";

/** Spec §4/§9: with 3 or more reviews a window of 3 advances every 2.5 s; fewer are all shown. */
export const TESTIMONIAL_WINDOW = 3;
export const TESTIMONIAL_INTERVAL_MS = 2500;

function TestimonialCard({ review }: { review: Review }) {
  return (
    <figure className="flex h-[400px] flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="testimonial">
      <QuoteIcon size={32} className="text-brand-700" />
      <blockquote className="mt-4 flex-1 overflow-hidden text-slate-700">
        <p className="line-clamp-[8] leading-7">{review.feedback}</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-4 border-t border-slate-100 pt-4">
        <img src={review.image} alt="" width={56} height={56} loading="lazy" decoding="async" className="h-14 w-14 shrink-0 rounded-full object-cover" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{review.name}</p>
          <p className="truncate text-sm text-slate-600">{review.role}</p>
        </div>
        {review.logo && <img src={review.logo} alt="" width={80} height={32} loading="lazy" decoding="async" className="h-8 w-20 shrink-0 object-contain" />}
      </figcaption>
    </figure>
  );
}

export function Testimonials({ reviews }: { reviews: readonly Review[] }) {
  const rotates = reviews.length >= TESTIMONIAL_WINDOW;
  const { start, playing, toggle } = useRotation(reviews.length, TESTIMONIAL_INTERVAL_MS, rotates);
  const visible = rotates ? rotate(reviews, start).slice(0, TESTIMONIAL_WINDOW) : reviews;

  return (
    <section aria-labelledby="testimonials-heading" className="py-20">
      <div className="container-page">
        <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="What our clients say" />
        {reviews.length === 0 ? (
          <p className="text-center text-slate-600">No reviews available.</p>
        ) : (
          <div role="region" aria-roledescription="carousel" aria-label="Client testimonials">
            {rotates && (
              <div className="mb-6 flex justify-end">
                <RotationToggle playing={playing} onToggle={toggle} label="testimonials" />
              </div>
            )}
            <ul className="grid gap-6 md:grid-cols-3" aria-live={playing ? "off" : "polite"}>
              {visible.map((review) => (
                <li key={review._id}>
                  <TestimonialCard review={review} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
