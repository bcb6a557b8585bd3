import type { SiteCopy } from "~/domain/site-copy";

const FOUNDED_YEAR = 2010;
/** The year in Devanagari digits, as the Nepali pages write their numbers. */
const FOUNDED_YEAR_NE = new Intl.NumberFormat("ne-NP", { useGrouping: false }).format(FOUNDED_YEAR);

/** The site's copy as it launched: a new installation starts with it, and editors change it under /admin/content/site. */
export const STARTER_SITE_COPY: SiteCopy = {
  home: {
    heroHeading: "Your journey to studying abroad starts here",
    heroText: "Expert guidance for applications, language tests, visa interviews and education loans, from the first question to your first day on campus.",
    claims: ["Low-cost application", "100% satisfaction", "24/7 support"],
    stats: [
      { value: "2,800+", label: "Universities" },
      { value: "50+", label: "Courses" },
      { value: "10+", label: "Countries" },
      { value: "5k+", label: "Applications" },
    ],
    ratingScore: "4.9/5.0",
    ratingReviews: "1750+ reviews",
    aboutHeading: "A consultancy that puts students first",
    aboutText: `Since ${FOUNDED_YEAR} our counselors have helped more than 10,000 students choose the right course, prepare for their tests and interviews, and fund their studies. We stay with you from the first counseling session until you arrive at your university.`,
    aboutPoints: ["Certified counselors and trainers", "Partnerships with 50+ universities", "Online sessions wherever you are"],
    bannerHeading: "Take a free speaking mock test",
    bannerText: "Find out your speaking band before test day: a 30-minute exam-style test with 15 minutes of feedback, free of charge.",
    bannerCta: "Book your free test",
    closingHeading: "Ready to start your journey?",
    closingText: "Create your free account to book sessions and track your applications, or talk to a counselor today.",
    ne: {
      heroHeading: "तपाईंको विदेश अध्ययनको यात्रा यहीँबाट सुरु हुन्छ",
      heroText: "आवेदन, भाषा परीक्षा, भिसा अन्तर्वार्ता र शैक्षिक ऋणका लागि विज्ञ मार्गदर्शन: पहिलो प्रश्नदेखि क्याम्पसको पहिलो दिनसम्म।",
      claims: ["कम खर्चमा आवेदन", "शतप्रतिशत सन्तुष्टि", "२४/७ सहयोग"],
      stats: [
        { value: "२,८००+", label: "विश्वविद्यालय" },
        { value: "५०+", label: "कोर्स" },
        { value: "१०+", label: "देश" },
        { value: "५ हजार+", label: "आवेदन" },
      ],
      ratingReviews: "१७५०+ समीक्षा",
      aboutHeading: "विद्यार्थीलाई पहिलो प्राथमिकता दिने कन्सल्टेन्सी",
      aboutText: `${FOUNDED_YEAR_NE} देखि हाम्रा परामर्शदाताहरूले १०,००० भन्दा बढी विद्यार्थीलाई सही कोर्स छान्न, परीक्षा र अन्तर्वार्ताको तयारी गर्न र अध्ययनको खर्च जुटाउन सघाएका छन्। पहिलो परामर्शदेखि तपाईं आफ्नो विश्वविद्यालय नपुगेसम्म हामी तपाईंसँगै हुन्छौं।`,
      aboutPoints: ["प्रमाणित परामर्शदाता र प्रशिक्षकहरू", "५० भन्दा बढी विश्वविद्यालयसँग साझेदारी", "जहाँ भए पनि अनलाइन सत्रहरू"],
      bannerHeading: "निःशुल्क स्पिकिङ मक टेस्ट दिनुहोस्",
      bannerText: "परीक्षाको दिनअघि नै आफ्नो स्पिकिङ ब्यान्ड थाहा पाउनुहोस्: परीक्षाजस्तै ३० मिनेटको टेस्ट र १५ मिनेटको सुझाव, निःशुल्क।",
      bannerCta: "निःशुल्क टेस्ट बुक गर्नुहोस्",
      closingHeading: "आफ्नो यात्रा सुरु गर्न तयार हुनुहुन्छ?",
      closingText: "सत्र बुक गर्न र आफ्ना आवेदनहरू हेर्न निःशुल्क खाता बनाउनुहोस्, वा आजै परामर्शदातासँग कुरा गर्नुहोस्।",
    },
  },
  about: {
    heading: `Helping students study abroad since ${FOUNDED_YEAR}`,
    intro: "Honest advice, thorough preparation and support until you arrive on campus.",
    story: [
      `EduGlobal Consultancy began in ${FOUNDED_YEAR} as a two-person counseling desk helping friends and neighbours apply to universities abroad. Word spread, and within a few years we had advised students heading to Canada, the United Kingdom, Australia, the United States and beyond.`,
      "Today our counselors, language trainers, SOP writers and loan experts work as one team, online and in our office, so that every student gets honest advice and a clear plan, whatever their budget.",
          `Founded ${FOUNDED_YEAR}.`,
    ].join("\n\n"),
    mission: "To make studying abroad possible for every motivated student through honest advice, thorough preparation and support that continues until they arrive on campus.",
    vision: "A world where a student's talent and ambition, not their access to information, decide where they can study.",
    values: [
      { title: "Student First", text: "Every recommendation starts from the student's goals, profile and budget, never from a commission." },
      { title: "Excellence", text: "Trained counselors, certified trainers and careful reviews of every document we touch." },
      { title: "Global Perspective", text: "Up-to-date knowledge of admissions and visa rules in the countries our students choose." },
      { title: "Integrity", text: "Clear prices, realistic expectations and no promises about decisions only universities and embassies can make." },
    ],
    impact: [
      { value: "10,000+", label: "Students assisted" },
      { value: "95%", label: "Success rate" },
      { value: "50+", label: "Partner universities" },
      { value: "12+", label: "Years of experience" },
    ],
    ne: {
      heading: `${FOUNDED_YEAR_NE} देखि विद्यार्थीहरूलाई विदेश अध्ययनमा सघाउँदै`,
      intro: "इमानदार सल्लाह, राम्रो तयारी र क्याम्पस नपुगेसम्मको साथ।",
      story: [
        `EduGlobal Consultancy ${FOUNDED_YEAR_NE} मा दुई जनाको परामर्श डेस्कका रूपमा सुरु भयो, जसले साथीभाइ र छिमेकीहरूलाई विदेशका विश्वविद्यालयमा आवेदन दिन सघाउँथ्यो। कुरा फैलियो, र केही वर्षभित्रै हामीले क्यानडा, बेलायत, अस्ट्रेलिया, अमेरिका र अन्य देश जाने विद्यार्थीहरूलाई सल्लाह दिइसकेका थियौं।`,
        "आज हाम्रा परामर्शदाता, भाषा प्रशिक्षक, SOP लेखक र ऋण विशेषज्ञहरू अनलाइन र हाम्रो कार्यालयमा एउटै टोलीका रूपमा काम गर्छन्, ताकि बजेट जस्तोसुकै भए पनि हरेक विद्यार्थीले इमानदार सल्लाह र स्पष्ट योजना पाऊन्।",
        `स्थापना ${FOUNDED_YEAR_NE}।`,
      ].join("\n\n"),
      mission: "इमानदार सल्लाह, राम्रो तयारी र क्याम्पस नपुगेसम्म निरन्तर साथमार्फत हरेक लगनशील विद्यार्थीका लागि विदेश अध्ययन सम्भव बनाउनु।",
      vision: "यस्तो संसार, जहाँ विद्यार्थीले कहाँ पढ्ने भन्ने कुरा सूचनामा उसको पहुँचले होइन, उसको प्रतिभा र महत्त्वाकाङ्क्षाले निर्धारण गर्छ।",
      values: [
        { title: "विद्यार्थी पहिलो", text: "हरेक सुझाव कमिसनबाट होइन, विद्यार्थीका लक्ष्य, प्रोफाइल र बजेटबाट सुरु हुन्छ।" },
        { title: "उत्कृष्टता", text: "तालिमप्राप्त परामर्शदाता, प्रमाणित प्रशिक्षक, र हामीले हेर्ने हरेक कागजातको ध्यानपूर्वक समीक्षा।" },
        { title: "विश्वव्यापी दृष्टिकोण", text: "हाम्रा विद्यार्थीले रोज्ने देशहरूका भर्ना र भिसा नियमहरूको अद्यावधिक जानकारी।" },
        { title: "इमानदारी", text: "स्पष्ट मूल्य, यथार्थपरक अपेक्षा, र विश्वविद्यालय वा दूतावासले मात्र गर्न सक्ने निर्णयबारे कुनै वाचा छैन।" },
      ],
      impact: [
        { value: "१०,०००+", label: "सहयोग पाएका विद्यार्थी" },
        { value: "९५%", label: "सफलता दर" },
        { value: "५०+", label: "साझेदार विश्वविद्यालय" },
        { value: "१२+", label: "वर्षको अनुभव" },
      ],
    },
  },
  hours: {
    rows: [
      { days: "Mon-Fri", hours: "9:00 AM-6:00 PM" },
      { days: "Saturday", hours: "10:00 AM-2:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ],
    ne: {
      rows: [
        { days: "सोम-शुक्र", hours: "बिहान ९:०० - बेलुका ६:००" },
        { days: "शनिबार", hours: "बिहान १०:०० - दिउँसो २:००" },
        { days: "आइतबार", hours: "बन्द" },
      ],
    },
  },
  announcement: { text: "", link: "", from: null, until: null },
};
