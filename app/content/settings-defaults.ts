/** What the admin's Payment, Email and Security settings hold until an admin saves them. */
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

// On unless an admin turns it off (the demo seed does, so that the README's log-ins work at once).
export const DEFAULT_SECURITY_SETTINGS = { requireStaffTwoFactor: true };
