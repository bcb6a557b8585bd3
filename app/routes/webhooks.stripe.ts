import { WebhookSignatureError, receiveGatewayWebhook } from "~/models/payment-webhook.server";
import { apiRoute } from "~/auth/api.server";
import { ApiError, json } from "~/utils/api-response.server";

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * POST /webhooks/stripe: the payment gateway's signed events. The body is read as the exact text received, because
 * the signature covers those bytes. A bad or missing signature is a 400 and nothing is read from it; an event that
 * was handled, ignored, refused or seen before is a 200, so the gateway stops re-sending it.
 */
export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    if (Number(request.headers.get("content-length") ?? 0) > MAX_EVENT_BYTES) throw new ApiError(413, "The event is too large.");
    const payload = await request.text();
    if (payload.length > MAX_EVENT_BYTES) throw new ApiError(413, "The event is too large.");
    try {
      const result = await receiveGatewayWebhook(payload, request.headers.get("stripe-signature"));
      return json({ received: true, outcome: result.outcome });
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new ApiError(400, `Webhook refused: ${error.message}`);
      throw error;
    }
  },
});
