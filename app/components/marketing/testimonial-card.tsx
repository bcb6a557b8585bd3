import { ResponsiveImage } from "~/components/content/responsive-image";
import { countryNameIn } from "~/features/booking/option-keys";
import { initials } from "~/domain/text";
import type { MediaImageRef } from "~/domain/media";
import { UntranslatedNote, contentLang } from "~/components/content/content-language";
import { useFormat, useLocale, useT } from "~/i18n/i18n";

/** `lang`: the language the quote is in (an English one on a Nepali page until an editor translates it). */
export type TestimonialCardData = { name: string; destination: string; university: string; quote: string; lang: string; rating: number; photo: { image: MediaImageRef; alt: string } | null };

export function Stars({ rating }: { rating: number }) {
  const t = useT();
  const format = useFormat();
  return (
    <p className="text-amber-500">
      <span className="sr-only">{t("common.rating.stars", { rating: format.number(rating) })}</span>
      <span aria-hidden="true">{"★".repeat(rating) + "☆".repeat(5 - rating)}</span>
    </p>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: TestimonialCardData }) {
  const locale = useLocale();
  const t = useT();
  return (
    <figure className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
      <Stars rating={testimonial.rating} />
      <blockquote lang={contentLang(testimonial.lang, locale)} className="mt-3 flex-1 whitespace-pre-line text-gray-700">
        “{testimonial.quote}”
      </blockquote>
      <UntranslatedNote lang={testimonial.lang} className="mt-2" />
      <figcaption className="mt-5 flex items-center gap-3">
        {testimonial.photo ? (
          <ResponsiveImage image={testimonial.photo.image} alt={testimonial.photo.alt} sizes="40px" className="h-10 w-10 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
            {initials(testimonial.name)}
          </span>
        )}
        <span>
          <span className="block font-semibold text-gray-900">{testimonial.name}</span>
          <span className="block text-sm text-gray-500">
            {testimonial.university}, {countryNameIn(t, testimonial.destination)}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
