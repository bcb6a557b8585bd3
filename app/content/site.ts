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
