import { deviceLabel, parseUserAgent } from "./user-agent";

/**
 * How long a passkey ceremony stays open, from the options the server hands out to the answer it verifies: the
 * browser's own prompt times out before this, and a challenge is worth less the longer it lives.
 */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export const PASSKEY_NAME_MAX = 60;

/**
 * Browsers refuse an IP address as a relying party ID (WebAuthn): a passkey is bound to a host name, so on
 * `127.0.0.1` the site must be opened as `localhost`.
 */
export function isRelyingPartyHost(hostname: string) {
  if (hostname === "" || hostname.includes(":") || hostname.startsWith("[")) return false;
  return !/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/** The transports an authenticator reports (usb, internal, hybrid…), as the Passkey row keeps them. */
export function transportsToText(transports: readonly string[] | undefined): string | null {
  const kept = (transports ?? []).filter((transport) => /^[a-z-]{1,20}$/.test(transport));
  return kept.length > 0 ? kept.join(",") : null;
}

export function transportsFromText(text: string | null): string[] {
  return text ? text.split(",").filter(Boolean) : [];
}

/** The name the add form suggests: the browser and system the passkey is added from ("Chrome on macOS"). */
export function suggestedPasskeyName(userAgent: string | null | undefined) {
  return deviceLabel(parseUserAgent(userAgent)).slice(0, PASSKEY_NAME_MAX);
}
