import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/**
 * A `key` for a form that must come back empty after it succeeded. Success is a submission of this form (posted to
 * this page, with this `intent` if given) that ends without a result for the form: the action redirected. Answers
 * with errors, including conform's validate-on-blur round trips, leave the key alone, so typing is never lost.
 */
export function useFormKey({ hasResult, intent }: { hasResult: boolean; intent?: string }) {
  const navigation = useNavigation();
  const location = useLocation();
  const [generation, setGeneration] = useState(0);
  const submitted = useRef(false);

  const formAction = navigation.formAction ? new URL(navigation.formAction, "http://localhost").pathname : null;
  const mine = formAction === location.pathname && (intent === undefined || navigation.formData?.get("intent") === intent);

  useEffect(() => {
    if (mine) {
      submitted.current = true;
    } else if (submitted.current && navigation.state === "idle") {
      submitted.current = false;
      if (!hasResult) setGeneration((value) => value + 1);
    }
  }, [mine, navigation.state, hasResult]);

  return generation;
}
