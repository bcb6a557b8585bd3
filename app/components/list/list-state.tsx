import { useSearchParams, useSubmit } from "@remix-run/react";
import { useCallback } from "react";
import { canonicalListSearch, type ListSpec } from "~/domain/list-query";

/** Query parameters of the current list URL except `omit`: the hidden fields that carry the rest of the state. */
export function useKeptParams(omit: readonly string[]) {
  const [searchParams] = useSearchParams();
  return [...searchParams.entries()].filter(([key]) => !omit.includes(key));
}

/**
 * Submits a list form (search, filters) to its page's canonical URL, so that with JavaScript the address bar gets
 * the clean state at once instead of a redirect from the server.
 */
export function useSubmitListForm<SortKey extends string, Filters>(spec: ListSpec<SortKey, Filters>) {
  const submit = useSubmit();
  return useCallback(
    (form: HTMLFormElement, options: { replace?: boolean } = {}) => {
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
      submit(new URLSearchParams(canonicalListSearch(params, spec)), {
        method: "get",
        action: form.getAttribute("action") ?? undefined,
        preventScrollReset: true,
        replace: options.replace,
      });
    },
    [spec, submit],
  );
}

export function HiddenParams({ params }: { params: Array<[string, string]> }) {
  return (
    <>
      {params.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
