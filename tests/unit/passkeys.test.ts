import { describe, expect, test } from "vitest";
import { PASSKEY_NAME_MAX, isRelyingPartyHost, suggestedPasskeyName, transportsFromText, transportsToText } from "~/domain/passkeys";

describe("passkey rules", () => {
  test("a relying party is a host name: localhost and domains pass, IP addresses and empty hosts do not", () => {
    for (const host of ["localhost", "eduglobal.example", "app.eduglobal.example", "1.example"]) expect(isRelyingPartyHost(host), host).toBe(true);
    for (const host of ["127.0.0.1", "10.0.0.12", "[::1]", "::1", ""]) expect(isRelyingPartyHost(host), host).toBe(false);
  });

  test("transports are kept comma-separated, anything that is not a transport's name dropped", () => {
    expect(transportsToText(["internal", "hybrid"])).toBe("internal,hybrid");
    expect(transportsToText(["usb", "a,b", "x".repeat(30)])).toBe("usb");
    expect(transportsToText([])).toBeNull();
    expect(transportsToText(undefined)).toBeNull();
    expect(transportsFromText("internal,hybrid")).toEqual(["internal", "hybrid"]);
    expect(transportsFromText(null)).toEqual([]);
  });

  test("the suggested name is the browser and system, within the name's limit", () => {
    expect(suggestedPasskeyName("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36")).toBe("Chrome on macOS");
    expect(suggestedPasskeyName(null)).toBe("Unknown browser");
    expect(suggestedPasskeyName("x".repeat(500)).length).toBeLessThanOrEqual(PASSKEY_NAME_MAX);
  });
});
