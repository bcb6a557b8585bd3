import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

const SELECTOR = "details[data-disclosure][open]";

/** A disclosure whose summary controls an element outside it (the admin drawer's sidebar) keeps clicks there inside. */
function panelOf(details: HTMLDetailsElement) {
  const id = details.querySelector("summary")?.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

/**
 * Navigation menus are native `<details>` disclosures, so they open without JavaScript. This adds what JavaScript
 * users expect on top: Escape and a click outside close them, and so does moving to another page.
 */
export function useDisclosureDismiss() {
  const location = useLocation();

  useEffect(() => {
    document.querySelectorAll<HTMLDetailsElement>(SELECTOR).forEach((details) => (details.open = false));
  }, [location.key]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      document.querySelectorAll<HTMLDetailsElement>(SELECTOR).forEach((details) => {
        details.open = false;
        details.querySelector("summary")?.focus();
      });
    }
    function onClick(event: MouseEvent) {
      document.querySelectorAll<HTMLDetailsElement>(SELECTOR).forEach((details) => {
        if (!details.contains(event.target as Node) && !panelOf(details)?.contains(event.target as Node)) details.open = false;
      });
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, []);
}
