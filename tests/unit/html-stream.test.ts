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

describe("renderHtmlStream's chunks", () => {
  const rows = Array.from({ length: 400 }, (_, index) => createElement("li", { key: index }, `Row ${index} of a long list`));
  const longPage = createElement("main", null, createElement("ul", null, rows));

  test("what React writes in one flush goes on as one chunk: a 12 KB page in one piece, not in pieces of 2 KB", async () => {
    const body = await renderHtmlStream(longPage, { waitForAll: false, abortDelayMs: ABORT_DELAY, onError: () => {} });
    // as Remix's web stream reads it: chunk by chunk, as they come
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    await new Promise((done) => body.on("end", done));
    const html = Buffer.concat(chunks).toString();
    expect(html.length).toBeGreaterThan(12_000);
    expect(html).toContain("<li>Row 399 of a long list</li></ul></main>");
    expect(chunks).toHaveLength(1);
  });

  test("a boundary that resolves later comes in a chunk of its own, after the shell", async () => {
    let resolve!: () => void;
    const later = new Promise<void>((done) => (resolve = done));
    let ready = false;
    function Later() {
      if (!ready) throw later.then(() => void (ready = true));
      return createElement("p", null, "Arrived");
    }
    const body = await renderHtmlStream(page(createElement(Suspense, { fallback: createElement("p", null, "Loading") }, createElement(Later))), {
      waitForAll: false,
      abortDelayMs: ABORT_DELAY,
      onError: () => {},
    });
    const chunks: string[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    await new Promise((next) => setImmediate(next));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toContain("<p>Loading</p>");
    resolve();
    await new Promise((done) => body.on("end", done));
    expect(chunks).toHaveLength(2);
    expect(chunks[1]).toContain("Arrived");
  });
});
