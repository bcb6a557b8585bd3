import { describe, expect, test } from "vitest";
import { deviceLabel, parseUserAgent, sameDevice } from "~/domain/user-agent";

const AGENTS: Array<[string, string, string]> = [
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36", "Chrome", "Windows"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51", "Edge", "Windows"],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15", "Safari", "macOS"],
  ["Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0", "Firefox", "Linux"],
  ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1", "Safari", "iOS"],
  ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1", "Chrome", "iOS"],
  ["Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36", "Samsung Internet", "Android"],
  ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36", "Chrome", "Android"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0", "Opera", "Windows"],
  ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36", "Chrome", "ChromeOS"],
  ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36", "Chrome", "Linux"],
  ["curl/8.5.0", "curl", "Unknown"],
];

describe("parseUserAgent", () => {
  test.each(AGENTS)("tells the browser and system of %s", (agent, browser, system) => {
    expect(parseUserAgent(agent)).toEqual({ browser, system });
  });

  test("an empty or missing header is an unknown browser on an unknown system", () => {
    expect(parseUserAgent(null)).toEqual({ browser: "Unknown", system: "Unknown" });
    expect(parseUserAgent("")).toEqual({ browser: "Unknown", system: "Unknown" });
    expect(deviceLabel(parseUserAgent(undefined))).toBe("Unknown browser");
  });

  test("labels a device for people, leaving out what is not known", () => {
    expect(deviceLabel({ browser: "Firefox", system: "Windows" })).toBe("Firefox on Windows");
    expect(deviceLabel({ browser: "curl", system: "Unknown" })).toBe("curl");
    expect(deviceLabel({ browser: "Unknown", system: "Linux" })).toBe("Unknown browser on Linux");
  });

  test("a page in another language names a device in its own words", () => {
    const words = { unknownBrowser: "अज्ञात ब्राउजर", browserOnSystem: (browser: string, system: string) => `${system} मा ${browser}` };
    expect(deviceLabel({ browser: "Firefox", system: "Windows" }, words)).toBe("Windows मा Firefox");
    expect(deviceLabel({ browser: "Unknown", system: "Unknown" }, words)).toBe("अज्ञात ब्राउजर");
  });

  test("two versions of one browser on one system are the same device; another system is not", () => {
    const [chrome124] = AGENTS[0];
    const chrome125 = chrome124.replace("Chrome/124", "Chrome/125");
    expect(sameDevice(parseUserAgent(chrome124), parseUserAgent(chrome125))).toBe(true);
    expect(sameDevice(parseUserAgent(chrome124), parseUserAgent(AGENTS[7][0]))).toBe(false);
  });
});
