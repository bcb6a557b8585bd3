import { text } from "node:stream/consumers";
import { Suspense, createElement } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { renderHtmlStream } from "~/utils/html-stream.server";

const ABORT_DELAY = 5_000;
const never = new Promise<never>(() => {});

/** Suspends for good: what the abort timer exists for. */
function Waiting(): never {
  throw never;
}

function Broken(): never {
  throw new Error("the shell broke");
}

const page = (child: ReturnType<typeof createElement>) => createElement("main", null, createElement("h1", null, "Hello"), child);
const suspended = page(createElement(Suspense, { fallback: createElement("p", null, "Loading") }, createElement(Waiting)));

describe("renderHtmlStream", () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => void vi.useRealTimers());

  test("clears its abort timer once everything is rendered, for a browser and for a crawler", async () => {
    for (const waitForAll of [false, true]) {
      const body = await renderHtmlStream(page(createElement("p", null, "Ready")), { waitForAll, abortDelayMs: ABORT_DELAY, onError: () => {} });
      expect(await text(body)).toBe("<main><h1>Hello</h1><p>Ready</p></main>");
      expect(vi.getTimerCount()).toBe(0);
    }
  });

  test("hands a browser the shell at once, and gives up what is still suspended after the delay", async () => {
    const errors: unknown[] = [];
    const body = await renderHtmlStream(suspended, { waitForAll: false, abortDelayMs: ABORT_DELAY, onError: (error) => errors.push(error) });
    const html = text(body);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(ABORT_DELAY);
    // The shell went out with the boundary pending; the abort sent the script that hands it to the browser.
    expect(await html).toContain("<h1>Hello</h1><!--$?--><template id=\"B:0\"></template><p>Loading</p>");
    expect(await html).toContain('$RX("B:0"');
    expect(errors).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  test("keeps a crawler waiting until the delay, then sends the whole page with the fallback", async () => {
    let handedOver = false;
    const rendering = renderHtmlStream(suspended, { waitForAll: true, abortDelayMs: ABORT_DELAY, onError: () => {} }).then((body) => {
      handedOver = true;
      return text(body);
    });
    await vi.advanceTimersByTimeAsync(ABORT_DELAY - 1);
    expect(handedOver).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await rendering).toContain("<p>Loading</p>");
  });

  test("rejects when the shell cannot render, and leaves no timer behind", async () => {
    const onError = vi.fn();
    await expect(renderHtmlStream(page(createElement(Broken)), { waitForAll: false, abortDelayMs: ABORT_DELAY, onError })).rejects.toThrow("the shell broke");
    expect(vi.getTimerCount()).toBe(0);
    expect(onError).toHaveBeenCalledOnce();
  });
});
