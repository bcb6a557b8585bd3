import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

export const LIVE_THREAD_INTERVAL_MS = 4000;

/**
 * Keeps an open thread current with JavaScript: while the page is visible it asks `statePath` (one small query) what
 * the thread's version is, and reloads the page's data only when that differs from what it shows. It reads the
 * database, so a message posted through another instance shows too. Without JavaScript a reload does the same.
 */
export function useLiveThread(statePath: string, version: string) {
  const revalidator = useRevalidator();
  const shown = useRef(version);
  shown.current = version;
  const idle = useRef(true);
  idle.current = revalidator.state === "idle";

  useEffect(() => {
    let stopped = false;
    let running = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      if (running) return;
      running = true;
      if (document.visibilityState === "visible" && idle.current) {
        try {
          const response = await fetch(statePath, { headers: { Accept: "application/json" }, credentials: "same-origin" });
          if (response.ok) {
            const state = (await response.json()) as { version: string };
            if (!stopped && state.version !== shown.current && idle.current) revalidator.revalidate();
          }
        } catch {
          // offline for a moment: the next round tries again
        }
      }
      running = false;
      if (!stopped) timer = setTimeout(check, LIVE_THREAD_INTERVAL_MS);
    };
    timer = setTimeout(check, LIVE_THREAD_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      clearTimeout(timer);
      void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
    // `revalidator` changes identity with its state; the refs carry what the loop reads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statePath]);
}
