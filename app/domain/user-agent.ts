/**
 * The browser and system a `User-Agent` header names, for people to recognise their own sessions ("Firefox on
 * Windows"), and to tell a browser an account has not signed in with before. Rough by design: the order of the tests
 * matters, as most browsers also claim to be Safari, Chrome or Mozilla.
 */
export type Device = { browser: string; system: string };

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const UNKNOWN = "Unknown";

export function parseUserAgent(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN;
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN;
  return { browser, system };
}

/** The words a device's label is made of; a page in another language passes its own. */
export type DeviceWords = { unknownBrowser: string; browserOnSystem: (browser: string, system: string) => string };

const ENGLISH_DEVICE_WORDS: DeviceWords = { unknownBrowser: "Unknown browser", browserOnSystem: (browser, system) => `${browser} on ${system}` };

/** "Firefox on Windows", "Chrome", "Unknown browser". */
export function deviceLabel({ browser, system }: Device, words: DeviceWords = ENGLISH_DEVICE_WORDS) {
  const name = browser === UNKNOWN ? words.unknownBrowser : browser;
  return system === UNKNOWN ? name : words.browserOnSystem(name, system);
}

/** Two sign-ins are from the same kind of browser when browser and system match (versions change every month). */
export const sameDevice = (a: Device, b: Device) => a.browser === b.browser && a.system === b.system;
