/** Gallery items (id, src, alt, caption); the files live in public/images/gallery. */
export type GalleryItem = { id: number; src: string; alt: string; caption: string; width: number; height: number };

const WIDTH = 800;
const HEIGHT = 600;

export const GALLERY: readonly GalleryItem[] = [
  { id: 1, src: "/images/gallery/classroom-session.svg", alt: "Students at desks listening to a trainer at a whiteboard", caption: "Classroom session" },
  { id: 2, src: "/images/gallery/campus-tour.svg", alt: "A group of students walking towards a university building with a clock tower", caption: "Campus tour" },
  { id: 3, src: "/images/gallery/group-study.svg", alt: "Four students around a table sharing books and a laptop", caption: "Group study" },
  { id: 4, src: "/images/gallery/graduation.svg", alt: "Graduates in gowns throwing their caps into the air", caption: "Graduation" },
  { id: 5, src: "/images/gallery/one-on-one-counselling.svg", alt: "A counselor and a student talking across a desk with a laptop", caption: "One-on-one counselling" },
  { id: 6, src: "/images/gallery/mock-visa-interview.svg", alt: "A student answering questions from an interviewer behind a counter", caption: "Mock visa interview" },
].map((item) => ({ ...item, width: WIDTH, height: HEIGHT }));
