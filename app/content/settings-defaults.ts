/** What the admin's Payment, Email, Policies and Security settings hold until an admin saves them. */
export const DEFAULT_PAYMENT_SETTINGS = {
  currency: "USD",
  gatewayKeyId: "",
  webhookSecret: "",
  // On by default: the gateway works as soon as a key is set, here or in STRIPE_SECRET_KEY.
  enableGateway: true,
  enableOfflinePayment: true,
  // Empty until an admin writes them: the invoice page then points to the contact details instead.
  offlineInstructions: "",
};

export const DEFAULT_EMAIL_SETTINGS = {
  smtpHost: "",
  smtpPort: 587,
  smtpUsername: "",
  smtpPassword: "",
  smtpSecure: false,
  fromEmail: "no-reply@eduglobal.example",
  fromName: "EduGlobal Consultancy",
  enableNotifications: true,
};

export const DEFAULT_POLICY_SETTINGS = {
  termsOfService:
    "By using our website and services you agree to these terms. Our services are advisory: admission and visa decisions rest with universities and embassies, and we cannot guarantee their outcome.",
  privacyPolicy:
    "We collect the information you give us (your name, contact details, academic records and the documents you upload) only to provide the services you request. We never sell your data. Documents are stored securely and are visible only to you and our staff. You may ask us to correct or delete your data at any time.",
  refundPolicy:
    "You may request a refund within 7 days of purchase if the service has not yet been delivered. Partly delivered services may be refunded in part, at our discretion.",
};

// On unless an admin turns it off (the demo seed does, so that the README's log-ins work at once).
export const DEFAULT_SECURITY_SETTINGS = { requireStaffTwoFactor: true };
