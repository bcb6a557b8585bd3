import { Form, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { useT } from "~/i18n/i18n";
import { LIST_PARAMS, SEARCH_KEYWORD_MAX, type ListSpec } from "~/domain/list-query";
import { HiddenParams, useKeptParams, useSubmitListForm } from "./list-state";

export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A GET form: without JavaScript, Enter or the button loads the results. With JavaScript the results follow the
 * typing, 500 ms after the last key, and Enter or the button still search at once.
 */
export function SearchForm<SortKey extends string, Filters>({
  spec,
  label,
  placeholder,
}: {
  spec: ListSpec<SortKey, Filters>;
  label: string;
  placeholder: string;
}) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const current = searchParams.get(LIST_PARAMS.search) ?? "";
  // A new keyword's results start at page 1, so the page is not carried.
  const kept = useKeptParams([LIST_PARAMS.search, LIST_PARAMS.page]);
  const submitList = useSubmitListForm(spec);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // Back and forward change the URL under the input: show the URL's keyword unless the user is typing.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = current;
  }, [current]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      role="search"
      className="flex w-full max-w-md items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        submitList(event.currentTarget);
      }}
    >
      <HiddenParams params={kept} />
      <label htmlFor="list-search" className="sr-only">
        {label}
      </label>
      <Input
        ref={inputRef}
        id="list-search"
        type="search"
        name={LIST_PARAMS.search}
        defaultValue={current}
        placeholder={placeholder}
        maxLength={SEARCH_KEYWORD_MAX}
        autoComplete="off"
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          if (!form) return;
          timer.current = setTimeout(() => submitList(form, { replace: true }), SEARCH_DEBOUNCE_MS);
        }}
      />
      <Button type="submit" variant="secondary">
        {t("common.list.search")}
      </Button>
    </Form>
  );
}
