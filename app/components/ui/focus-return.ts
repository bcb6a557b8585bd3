import { useNavigation } from "@remix-run/react";
import { useEffect, useLayoutEffect } from "react";

/** What to focus once the navigation under way settles, if the element that had focus went away on the way. */
let pendingTarget: (() => HTMLElement | null) | null = null;

/**
 * Call when starting a navigation that may remove the focused control (a row action whose menu disappears with the
 * row's last action, or the row itself): `find` names the control to come back to, and the page's heading stands in
 * when it is gone too. Without JavaScript the page reloads anyway.
 */
export function returnFocusAfterNavigation(find: () => HTMLElement | null) {
  pendingTarget = find;
}

/** The page's main heading, made focusable from script only (it stays out of the tab order). */
function mainHeading() {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  return heading;
}

function focusLost() {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Mounted once in a layout: hands focus back after a navigation started with `returnFocusAfterNavigation`. */
export function useFocusReturn() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state !== "idle" || !pendingTarget) return;
    const find = pendingTarget;
    pendingTarget = null;
    // After the new rows are in and laid out, and after the menu has restored focus to its button if it still can.
    requestAnimationFrame(() => {
      if (focusLost()) (find() ?? mainHeading())?.focus();
    });
  }, [state]);
}

/** The first match that is laid out (a list renders both its table and its cards, one of them hidden). */
function firstShown(selector: string) {
  return Array.from(document.querySelectorAll<HTMLElement>(selector)).find((element) => element.getClientRects().length > 0) ?? null;
}

/**
 * For a dialog route: when it goes (closed, or its form done), focus returns to what opened it, or to the page's
 * heading when that went too (the row it was opened from was deleted). The headless dialog only tries the former.
 */
export function useFocusReturnOnUnmount() {
  useLayoutEffect(() => {
    // Runs before the dialog moves focus inside itself.
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      requestAnimationFrame(() => {
        if (focusLost()) (opener?.isConnected ? opener : mainHeading())?.focus();
      });
    };
  }, []);
}

/** A finder for the button that opened the menu holding `element` (the headless menu labels its items with it). */
export function menuButtonOf(element: HTMLElement): () => HTMLElement | null {
  const buttonId = element.closest("[role=menu]")?.getAttribute("aria-labelledby");
  const label = buttonId ? document.getElementById(buttonId)?.getAttribute("aria-label") : null;
  return () => (label ? firstShown(`button[aria-label="${CSS.escape(label)}"]`) : null);
}

/** A finder for the control marked `data-focus-key={key}`: a row's switch whose label changes with its state. */
export function controlWithFocusKey(key: string): () => HTMLElement | null {
  return () => firstShown(`[data-focus-key="${CSS.escape(key)}"]`);
}
