export type Testimonial = { name: string; destination: string; program: string; rating: number; quote: string };

/** Testimonial cards; the home page shows the first three and /testimonials shows them all. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Aarati Shrestha",
    destination: "University of Toronto, Canada",
    program: "MSc Computer Science",
    rating: 5,
    quote: "My counselor helped me shortlist universities that matched my profile and my budget. The SOP sessions made my story so much clearer, and I got three offers.",
  },
  {
    name: "Bikash Thapa",
    destination: "University of Melbourne, Australia",
    program: "Master of Engineering",
    rating: 5,
    quote: "The mock visa interview was almost exactly like the real one. I walked in calm and walked out with my visa approved.",
  },
  {
    name: "Priya Gurung",
    destination: "TU Munich, Germany",
    program: "MSc Data Engineering",
    rating: 5,
    quote: "From the blocked account to the German language classes, they knew every step. I never felt lost in the process.",
  },
  {
    name: "Rohan Karki",
    destination: "University of Auckland, New Zealand",
    program: "Bachelor of Commerce",
    rating: 4,
    quote: "The speaking mock test showed me exactly what to work on. Two weeks later I scored a 7.5 in IELTS speaking.",
  },
  {
    name: "Sneha Adhikari",
    destination: "University of Leeds, United Kingdom",
    program: "MA International Business",
    rating: 5,
    quote: "The loan team compared offers from three banks for me and prepared every document. My funding letter was ready before my CAS.",
  },
  {
    name: "Kiran Magar",
    destination: "Arizona State University, USA",
    program: "MS Civil Engineering",
    rating: 5,
    quote: "The free counseling session was honest: they told me which universities were a reach and which were safe. That saved me months.",
  },
  {
    name: "Anisha Rai",
    destination: "University of British Columbia, Canada",
    program: "BSc Biology",
    rating: 5,
    quote: "I tried a PTE demo class, joined the full course and reached my target score on the first attempt.",
  },
  {
    name: "Suraj Bhandari",
    destination: "Deakin University, Australia",
    program: "Master of IT",
    rating: 4,
    quote: "Quick replies, clear checklists and a team that was available even on weekends before my deadline.",
  },
  {
    name: "Manisha Poudel",
    destination: "University of Glasgow, United Kingdom",
    program: "MSc Public Health",
    rating: 5,
    quote: "The Premium SOP package was worth it: unlimited revisions until it really sounded like me.",
  },
];
