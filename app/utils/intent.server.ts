/**
 * The one way an action tells its forms (or a form's buttons) apart: each names itself with a posted `intent`, and
 * the intent picks its handler. A post without a known intent runs nothing and is a 400, like any other bad request.
 * The handlers' answers are the action's, so `useActionData` keeps each one's type.
 */
export function dispatchIntent<Handlers extends Record<string, () => unknown>>(formData: FormData, handlers: Handlers): ReturnType<Handlers[keyof Handlers]> {
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(handlers, intent)) throw new Response("Unknown action", { status: 400 });
  return handlers[intent]() as ReturnType<Handlers[keyof Handlers]>;
}
