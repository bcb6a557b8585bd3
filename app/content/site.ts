import type { GeneralSettings } from "~/domain/settings";

/** The defaults of the admin's General settings; the seed stores them and the pages read the stored values. */
export const DEFAULT_GENERAL_SETTINGS = {
  siteName: "EduGlobal Consultancy",
  contactEmail: "info@eduglobal.example",
  supportEmail: "support@eduglobal.example",
  contactPhone: "+977 1 4411 223",
  secondaryPhone: "+977 980 111 2233",
  officeAddress: "Putalisadak, Kathmandu 44600, Nepal",
  facebookUrl: "https://www.facebook.com/",
  instagramUrl: "https://www.instagram.com/",
  linkedinUrl: "https://www.linkedin.com/",
  youtubeUrl: "https://www.youtube.com/",
  xUrl: "",
} satisfies GeneralSettings;

/** Office hours, as the Contact page and the footer show them. */
export const OFFICE_HOURS = [
  { days: "Mon-Fri", hours: "9:00 AM-6:00 PM" },
  { days: "Saturday", hours: "10:00 AM-2:00 PM" },
  { days: "Sunday", hours: "Closed" },
] as const;
