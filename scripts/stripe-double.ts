/**
 * npm run stripe:double : runs the test double of Stripe (tests/support/stripe-double.ts) for trying payments locally
 * without a Stripe account. It sends its webhooks to APP_URL/webhooks/stripe, signed with STRIPE_WEBHOOK_SECRET; the
 * app must be started with the same secret and STRIPE_API_BASE pointing here.
 */
import "dotenv/config";
import { startStripeDouble } from "../tests/support/stripe-double";

/** Any key is accepted unless STRIPE_SECRET_KEY names one; this is the one suggested then. */
const SUGGESTED_SECRET_KEY = "sk_test_double";

async function main() {
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret) {
    console.error("error: set STRIPE_WEBHOOK_SECRET (any value, e.g. whsec_local_demo): the double signs its webhooks with it and the app checks them with the same value.");
    process.exitCode = 1;
    return;
  }
  const port = Number(process.env.STRIPE_DOUBLE_PORT || 12111);
  const appUrl = (process.env.APP_URL || "http://localhost:3000").replace(/\/+$/, "");
  const secretKey = process.env.STRIPE_SECRET_KEY?.trim() || undefined;
  const webhookUrl = `${appUrl}/webhooks/stripe`;

  const double = await startStripeDouble({ port, webhookUrl, webhookSecret, secretKey });
  console.log(`Stripe double listening on ${double.url}, sending webhooks to ${webhookUrl}.`);
  console.log("Start the app with:");
  console.log(`  STRIPE_API_BASE=${double.url} STRIPE_SECRET_KEY=${secretKey ?? SUGGESTED_SECRET_KEY} STRIPE_WEBHOOK_SECRET=${webhookSecret}`);
  console.log(`Deliveries so far: ${double.url}/__double/events. Ctrl-C stops the double.`);

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void double.close());
  }
}

main().catch((error) => {
  console.error(`error: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
