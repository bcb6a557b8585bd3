import type { StarterTestimonial } from "~/models/starter-content.server";

/** The testimonials as the site launched with them, in their order: the home page shows the first three; the first is also in Nepali. */
export const STARTER_TESTIMONIALS: readonly StarterTestimonial[] = [
  {
    name: "Aarati Shrestha",
    university: "University of Toronto",
    destination: "Canada",
    rating: 5,
    quote: "My counselor helped me shortlist universities that matched my profile and my budget. The SOP sessions made my story so much clearer, and I got three offers.",
    quoteNe: "मेरा परामर्शदाताले मेरो प्रोफाइल र बजेटसँग मिल्ने विश्वविद्यालयहरू छान्न सघाउनुभयो। SOP सत्रहरूले मेरो कथा धेरै स्पष्ट बनायो, र मैले तीनवटा अफर पाएँ।",
  },
  {
    name: "Bikash Thapa",
    university: "University of Melbourne",
    destination: "Australia",
    rating: 5,
    quote: "The mock visa interview was almost exactly like the real one. I walked in calm and walked out with my visa approved.",
  },
  {
    name: "Priya Gurung",
    university: "TU Munich",
    destination: "Germany",
    rating: 5,
    quote: "From the blocked account to the German language classes, they knew every step. I never felt lost in the process.",
  },
  {
    name: "Rohan Karki",
    university: "University of Auckland",
    destination: "New Zealand",
    rating: 4,
    quote: "The speaking mock test showed me exactly what to work on. Two weeks later I scored a 7.5 in IELTS speaking.",
  },
  {
    name: "Sneha Adhikari",
    university: "University of Leeds",
    destination: "United Kingdom",
    rating: 5,
    quote: "The loan team compared offers from three banks for me and prepared every document. My funding letter was ready before my CAS.",
  },
  {
    name: "Kiran Magar",
    university: "Arizona State University",
    destination: "USA",
    rating: 5,
    quote: "The free counseling session was honest: they told me which universities were a reach and which were safe. That saved me months.",
  },
  {
    name: "Anisha Rai",
    university: "University of British Columbia",
    destination: "Canada",
    rating: 5,
    quote: "I tried a PTE demo class, joined the full course and reached my target score on the first attempt.",
  },
  {
    name: "Suraj Bhandari",
    university: "Deakin University",
    destination: "Australia",
    rating: 4,
    quote: "Quick replies, clear checklists and a team that was available even on weekends before my deadline.",
  },
  {
    name: "Manisha Poudel",
    university: "University of Glasgow",
    destination: "United Kingdom",
    rating: 5,
    quote: "The Premium SOP package was worth it: unlimited revisions until it really sounded like me.",
  },
];
