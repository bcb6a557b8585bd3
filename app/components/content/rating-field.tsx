import { ErrorLine, type Errors } from "~/components/ui/field";
import { RATING_MAX, RATING_MIN } from "~/domain/testimonial";

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** A rating of 1 to 5 stars as radio buttons: a keyboard and a screen reader use it as they would any choice. */
export function RatingField({ legend, name, id, defaultValue, errors }: { legend: string; name: string; id: string; defaultValue: string; errors?: Errors }) {
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <fieldset aria-describedby={invalid ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-gray-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {RATINGS.map((rating) => (
          <label key={rating} className="flex items-center gap-1.5 text-sm text-gray-700">
            <input
              type="radio"
              name={name}
              value={rating}
              defaultChecked={defaultValue === String(rating)}
              aria-invalid={invalid || undefined}
              className="h-4 w-4 border-gray-300 text-brand-600 focus:ring-brand-500"
            />
            {rating}
            <span aria-hidden="true" className="text-amber-500">
              ★
            </span>
            <span className="sr-only">{rating === 1 ? "star" : "stars"}</span>
          </label>
        ))}
      </div>
      <ErrorLine id={errorId} errors={errors} />
    </fieldset>
  );
}
