import type { StarterAlbum } from "~/models/starter-content.server";

const DRAWINGS = "public/images/gallery";

/**
 * The gallery as the site launched with it: one album of the repository's own illustrations, which a new installation
 * rasterises into its media library (the home page still shows one of the drawings as it is).
 */
export const STARTER_GALLERY: StarterAlbum = {
  title: "Life at the consultancy",
  slug: "life-at-the-consultancy",
  description: "Classes, campus tours, counselling sessions, mock interviews and graduations.",
  photos: [
    { file: `${DRAWINGS}/classroom-session.svg`, alt: "Students at desks listening to a trainer at a whiteboard", caption: "Classroom session" },
    { file: `${DRAWINGS}/campus-tour.svg`, alt: "A group of students walking towards a university building with a clock tower", caption: "Campus tour" },
    { file: `${DRAWINGS}/group-study.svg`, alt: "Four students around a table sharing books and a laptop", caption: "Group study" },
    { file: `${DRAWINGS}/graduation.svg`, alt: "Graduates in gowns throwing their caps into the air", caption: "Graduation" },
    { file: `${DRAWINGS}/one-on-one-counselling.svg`, alt: "A counselor and a student talking across a desk with a laptop", caption: "One-on-one counselling" },
    { file: `${DRAWINGS}/mock-visa-interview.svg`, alt: "A student answering questions from an interviewer behind a counter", caption: "Mock visa interview" },
  ],
};
