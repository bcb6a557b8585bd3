import { useLocation } from "@remix-run/react";

/**
 * A `key` for a form that must come back empty after it succeeded. A successful post redirects, leaving no action
 * data, and the new location's key remounts the form with empty fields; while the server answers with errors the key
 * stays the same, so what the user typed is left alone (conform restores it from the result after the first error).
 */
export function useFormKey(hasResult: boolean) {
  const location = useLocation();
  return hasResult ? "with-result" : location.key;
}
