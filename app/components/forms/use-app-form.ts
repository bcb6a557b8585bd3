import { useForm, type SubmissionResult } from "@conform-to/react";

type Constraint = Parameters<typeof useForm>[0] extends infer O ? (O extends { constraint?: infer C } ? C : never) : never;

/**
 * Every form is configured the same way: the server's zod schema decides (its result arrives as `lastResult`), the
 * browser checks the native constraints derived from that schema on blur, and nothing of the schema ships to the
 * client. See README, decisions: "Form validation".
 */
export function useAppForm<Values extends Record<string, unknown>>({
  id,
  lastResult,
  constraint,
  defaultValue,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  constraint?: Constraint;
  defaultValue?: Partial<Values>;
}) {
  return useForm<Values>({
    id,
    lastResult: lastResult ?? undefined,
    constraint,
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
