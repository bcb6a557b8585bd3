/** The defaults of the admin's General settings; the seed stores them and the pages read the stored values. */
export const DEFAULT_GENERAL_SETTINGS = {
  siteName: "EduGlobal Consultancy",
  contactEmail: "info@eduglobal.example",
  supportEmail: "support@eduglobal.example",
  contactPhone: "+977 1 4411 223",
  secondaryPhone: "+977 980 111 2233",
  officeAddress: "Putalisadak, Kathmandu 44600, Nepal",
};

export const SOCIAL_LINKS = [
  { name: "Facebook", href: "https://www.facebook.com/" },
  { name: "Instagram", href: "https://www.instagram.com/" },
  { name: "LinkedIn", href: "https://www.linkedin.com/" },
  { name: "YouTube", href: "https://www.youtube.com/" },
] as const;

/** Office hours (spec, Contact Us). */
export const OFFICE_HOURS = [
  { days: "Mon-Fri", hours: "9:00 AM-6:00 PM" },
  { days: "Saturday", hours: "10:00 AM-2:00 PM" },
  { days: "Sunday", hours: "Closed" },
] as const;
