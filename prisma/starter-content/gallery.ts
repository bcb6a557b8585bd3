import type { StarterAlbum } from "~/models/starter-content.server";

const DRAWINGS = "public/images/gallery";

/**
 * The gallery as the site launched with it: one album of the repository's own illustrations, which a new installation
 * rasterises into its media library (the home page still shows one of the drawings as it is), in English and Nepali.
 */
export const STARTER_GALLERY: StarterAlbum = {
  title: "Life at the consultancy",
  slug: "life-at-the-consultancy",
  description: "Classes, campus tours, counselling sessions, mock interviews and graduations.",
  titleNe: "परामर्श केन्द्रमा जीवन",
  descriptionNe: "कक्षा, क्याम्पस भ्रमण, परामर्श सत्र, अभ्यास अन्तर्वार्ता र दीक्षान्त समारोह।",
  photos: [
    { file: `${DRAWINGS}/classroom-session.svg`, alt: "Students at desks listening to a trainer at a whiteboard", caption: "Classroom session", altNe: "ह्वाइटबोर्डमा प्रशिक्षकलाई सुनिरहेका, डेस्कमा बसेका विद्यार्थीहरू", captionNe: "कक्षा सत्र" },
    { file: `${DRAWINGS}/campus-tour.svg`, alt: "A group of students walking towards a university building with a clock tower", caption: "Campus tour", altNe: "घडी टावर भएको विश्वविद्यालय भवनतर्फ हिँडिरहेको विद्यार्थीहरूको समूह", captionNe: "क्याम्पस भ्रमण" },
    { file: `${DRAWINGS}/group-study.svg`, alt: "Four students around a table sharing books and a laptop", caption: "Group study", altNe: "किताब र ल्यापटप बाँड्दै टेबल वरिपरि बसेका चार विद्यार्थी", captionNe: "सामूहिक अध्ययन" },
    { file: `${DRAWINGS}/graduation.svg`, alt: "Graduates in gowns throwing their caps into the air", caption: "Graduation", altNe: "गाउन लगाएका स्नातकहरू आफ्ना टोपी हावामा फालिरहेका", captionNe: "दीक्षान्त समारोह" },
    { file: `${DRAWINGS}/one-on-one-counselling.svg`, alt: "A counselor and a student talking across a desk with a laptop", caption: "One-on-one counselling", altNe: "ल्यापटप राखिएको डेस्कको दुवैतिर बसेर कुरा गरिरहेका परामर्शदाता र विद्यार्थी", captionNe: "व्यक्तिगत परामर्श" },
    { file: `${DRAWINGS}/mock-visa-interview.svg`, alt: "A student answering questions from an interviewer behind a counter", caption: "Mock visa interview", altNe: "काउन्टरपछाडि बसेका अन्तर्वार्ताकारका प्रश्नको जवाफ दिइरहेकी विद्यार्थी", captionNe: "अभ्यास भिसा अन्तर्वार्ता" },
  ],
};
