import type { FieldErrors } from "./forms";
import { lookup } from "./lookup";
import { TESTIMONIALS_PATH } from "./content";
import { listSearchParams, readChoiceFilter, unknownFilterErrors, type FilterValue, type ListQuery, type ListSpec } from "./list-query";
import { DEFAULT_PER_PAGE } from "./pagination";

/**
 * A testimonial's life (decision 114). An editor's starts shown or hidden. A student's waits as `pending` until an
 * editor approves it (shown) or declines it (hidden). Shown and hidden swap at an editor's word. `withdrawn` is the
 * student taking their consent back: final, and off the site at once. Only a shown testimonial is public.
 */
export const TESTIMONIAL_STATUSES = ["pending", "shown", "hidden", "withdrawn"] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

const STATUS_LABELS: Record<TestimonialStatus, string> = { pending: "Waiting for approval", shown: "Shown", hidden: "Hidden", withdrawn: "Consent withdrawn" };

export function testimonialStatusLabel(status: string) {
  return lookup(STATUS_LABELS, status) ?? status;
}

/** The states an editor chooses for a testimonial they add; the other two belong to the students' side. */
export const EDITOR_TESTIMONIAL_STATUSES = ["shown", "hidden"] as const satisfies readonly TestimonialStatus[];

/** What an editor does to a testimonial's state: approve or decline a student's, show or hide any other. */
export const TESTIMONIAL_REVIEWS = ["approve", "decline", "show", "hide"] as const;
export type TestimonialReview = (typeof TESTIMONIAL_REVIEWS)[number];

const REVIEWS_ALLOWED: Record<TestimonialStatus, readonly TestimonialReview[]> = {
  pending: ["approve", "decline"],
  shown: ["hide"],
  hidden: ["show"],
  withdrawn: [],
};

export function canReviewTestimonial(status: string, review: TestimonialReview) {
  return (lookup(REVIEWS_ALLOWED, status) ?? []).includes(review);
}

export function reviewsAllowed(status: string): readonly TestimonialReview[] {
  return lookup(REVIEWS_ALLOWED, status) ?? [];
}

export const TESTIMONIAL_REVIEW_RESULT: Record<TestimonialReview, TestimonialStatus> = { approve: "shown", decline: "hidden", show: "shown", hide: "hidden" };

/** A review in the past tense, for its confirmation and its refusal ("cannot be approved"). */
export const TESTIMONIAL_REVIEW_DONE: Record<TestimonialReview, string> = { approve: "approved", decline: "declined", show: "shown", hide: "hidden" };

/** A student may take their consent back while the testimonial is theirs to take: not once it is withdrawn. */
export function canWithdrawConsent(status: string) {
  return status === "pending" || status === "shown" || status === "hidden";
}

/** A withdrawn testimonial is kept for the record only: nobody edits it into use again. */
export function canEditTestimonial(status: string) {
  return status !== "withdrawn";
}

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const TESTIMONIAL_FIELD_MAX = { name: 100, destination: 60, university: 150, quote: 1000 } as const;

/** The stages after which a student is asked, once, for a testimonial: the visa granted, or enrolled. */
export const TESTIMONIAL_INVITING_STAGES = ["visa_granted", "enrolled"] as const;

export function invitesTestimonial(stage: string) {
  return (TESTIMONIAL_INVITING_STAGES as readonly string[]).includes(stage);
}

/** The student's own page: where the invitation leads, and where they follow their testimonial afterwards. */
export const STUDENT_TESTIMONIAL_PATH = "/student/testimonial";

/** How many testimonials the home page shows: the first shown ones in the editors' order. */
export const HOME_PAGE_TESTIMONIALS = 3;

export type TestimonialFilters = { status: TestimonialStatus | null };
const TESTIMONIAL_FILTER_KEYS = ["status"] as const;
const TESTIMONIAL_SORT_KEYS = ["position", "submitted", "name"] as const;
export type TestimonialSortKey = (typeof TESTIMONIAL_SORT_KEYS)[number];

/** The testimonials at /admin/content/testimonials: searched on name, university, destination and quote, by status. */
export const TESTIMONIAL_ADMIN_LIST: ListSpec<TestimonialSortKey, TestimonialFilters> = {
  sortKeys: TESTIMONIAL_SORT_KEYS,
  defaultSort: "position",
  filterKeys: TESTIMONIAL_FILTER_KEYS,
  parseFilters(raw) {
    const errors: FieldErrors = unknownFilterErrors(raw, TESTIMONIAL_FILTER_KEYS);
    const status = readChoiceFilter(raw.status, TESTIMONIAL_STATUSES);
    if (status.error) errors.status = [`The status filter must be one of ${TESTIMONIAL_STATUSES.join(", ")}.`];
    return { filters: { status: status.value }, errors };
  },
  filtersToJson(filters) {
    const json: Record<string, FilterValue> = {};
    if (filters.status) json.status = filters.status;
    return json;
  },
};

/** The list filtered to the testimonials waiting for an editor, the oldest first: the approval queue. */
export const TESTIMONIAL_QUEUE_PATH = `${TESTIMONIALS_PATH}?${listSearchParams({ page: 1, perPage: DEFAULT_PER_PAGE, search: null, sortType: "submitted", sortDirection: "asc", filters: { status: "pending" } }, TESTIMONIAL_ADMIN_LIST)}`;
export type TestimonialAdminQuery = ListQuery<TestimonialSortKey, TestimonialFilters>;
