import type { StarterArticle } from "~/models/starter-content.server";

/** The blog as the site launched with it: a new installation starts with these articles, published; the first also in Nepali. */
export const STARTER_ARTICLES: readonly StarterArticle[] = [
  {
    slug: "ielts-or-pte-which-test-to-take",
    title: "IELTS or PTE: which English test should you take?",
    publishedOn: "2025-04-14",
    excerpt: "Both tests are widely accepted, but they suit different test takers. Here is how to choose.",
    tags: "English tests, IELTS, PTE",
    body: "IELTS and PTE Academic are both accepted by most universities in Australia, the United Kingdom, Canada and New Zealand. The right choice depends less on difficulty than on how you perform under each format.\n\nIELTS speaking is a conversation with a human examiner, which many students find more natural. PTE is fully computer-based: you speak into a microphone, and results usually arrive within two days.\n\nBefore you book, check the exact test and score each of your universities and your visa require. Then take a free mock test in both formats: the one where you feel more comfortable is usually the one where you score higher.",
    nepali: {
      title: "IELTS कि PTE: कुन अङ्ग्रेजी परीक्षा दिने?",
      excerpt: "दुवै परीक्षा धेरैजसो ठाउँमा मान्य छन्, तर फरक परीक्षार्थीलाई फरक परीक्षा उपयुक्त हुन्छ। कसरी छान्ने, यहाँ पढ्नुहोस्।",
      body: "IELTS र PTE Academic दुवैलाई अस्ट्रेलिया, बेलायत, क्यानडा र न्यूजिल्यान्डका अधिकांश विश्वविद्यालयले मान्यता दिन्छन्। सही छनोट परीक्षा कति कठिन छ भन्दा पनि तपाईं कुन ढाँचामा राम्रो गर्नुहुन्छ भन्नेमा भर पर्छ।\n\nIELTS को स्पिकिङ परीक्षकसँग आमनेसामने हुने कुराकानी हो, जुन धेरै विद्यार्थीलाई बढी सहज लाग्छ। PTE पूरै कम्प्युटरमा हुन्छ: तपाईं माइक्रोफोनमा बोल्नुहुन्छ, र नतिजा प्रायः दुई दिनभित्र आउँछ।\n\nबुक गर्नुअघि तपाईंका प्रत्येक विश्वविद्यालय र भिसाका लागि कुन परीक्षा र कति अङ्क चाहिन्छ, राम्ररी जाँच गर्नुहोस्। त्यसपछि दुवै ढाँचामा निःशुल्क मक टेस्ट दिनुहोस्: जुन परीक्षामा तपाईं बढी सहज महसुस गर्नुहुन्छ, प्रायः त्यसैमा राम्रो अङ्क आउँछ।",
    },
  },
  {
    slug: "how-to-prepare-for-a-student-visa-interview",
    title: "How to prepare for a student visa interview",
    publishedOn: "2025-03-02",
    excerpt: "Officers want a genuine student with a clear plan and the funds to follow it. Show them exactly that.",
    tags: "Visa, Interviews",
    body: "A student visa interview is short, so every answer counts. Officers look for three things: that you are a genuine student, that you can pay for your studies, and that your plans after graduation are clear.\n\nKnow your course: its modules, its length, why it fits your previous studies and your career. Know your university: why you chose it over others. Know your funding: who pays, from which accounts, and how much.\n\nPractise aloud, ideally in a mock interview with someone who asks follow-up questions. Keep answers short, honest and consistent with your statement of purpose and documents.",
  },
  {
    slug: "five-mistakes-to-avoid-in-your-sop",
    title: "Five mistakes to avoid in your statement of purpose",
    publishedOn: "2025-01-20",
    excerpt: "Admissions readers see the same mistakes every day. Avoid these five and your SOP will stand out.",
    tags: "SOP, Applications",
    body: "First, do not retell your CV. Your statement should explain the reasons behind your choices, not list them again.\n\nSecond, avoid generic praise of the university. Name the modules, research groups or opportunities that really matter to you. Third, do not start with a famous quotation: start with your own story.\n\nFourth, do not leave gaps unexplained; a short, honest explanation is better than silence. Fifth, never reuse one statement for every program: tailor each one, and ask someone experienced to read it before you submit.",
  },
];
