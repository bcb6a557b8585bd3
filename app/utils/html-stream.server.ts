import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Renders `element` as a stream of HTML, handed over when the shell is ready, or when everything is (`waitForAll`,
 * for crawlers). Whatever is still suspended after `abortDelayMs` is given up, and React renders its fallback.
 * The timer is cleared as soon as everything is rendered: left to run, it kept each render's tree, tens of kilobytes,
 * alive for the whole delay, which under load is megabytes of garbage moved to the old generation (README, Benchmark).
 */
export function renderHtmlStream(
  element: ReactNode,
  { nonce, waitForAll, abortDelayMs, onError }: { nonce?: string; waitForAll: boolean; abortDelayMs: number; onError: (error: unknown) => void },
): Promise<PassThrough> {
  return new Promise((resolve, reject) => {
    const handOver = () => {
      const body = new PassThrough();
      resolve(body);
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        if (!waitForAll) handOver();
      },
      onAllReady() {
        clearTimeout(abortTimer);
        if (waitForAll) handOver();
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError,
    });
    const abortTimer = setTimeout(abort, abortDelayMs);
  });
}
