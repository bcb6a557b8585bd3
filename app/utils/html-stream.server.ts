import { Transform, type TransformCallback } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/**
 * Renders `element` as a stream of HTML, handed over when the shell is ready, or when everything is (`waitForAll`,
 * for crawlers). Whatever is still suspended after `abortDelayMs` is given up, and React renders its fallback.
 * The timer is cleared as soon as everything is rendered: left to run, it kept each render's tree alive for the whole
 * delay, which under load moves that garbage to the old generation (decision 074).
 */
export function renderHtmlStream(
  element: ReactNode,
  { nonce, waitForAll, abortDelayMs, onError }: { nonce?: string; waitForAll: boolean; abortDelayMs: number; onError: (error: unknown) => void },
): Promise<Transform> {
  return new Promise((resolve, reject) => {
    const handOver = () => {
      const body = new FlushedChunks();
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

/**
 * What React writes in one flush, handed on as one chunk. React writes a page in pieces of 2 KB and calls the
 * destination's `flush()` when it has written all it has: each piece went on its own through the web stream Remix
 * answers with and into its own write to the socket, a dozen for one page.
 */
class FlushedChunks extends Transform {
  private pending: Buffer[] = [];

  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    done();
  }

  flush() {
    if (this.pending.length === 0) return;
    this.push(this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending));
    this.pending = [];
  }

  _flush(done: TransformCallback) {
    this.flush();
    done();
  }
}
