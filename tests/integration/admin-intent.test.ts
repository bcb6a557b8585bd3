import { describe, expect, test, vi } from "vitest";
import * as z from "zod";
import { handleAdminIntent, type AdminIntent } from "~/features/admin/admin-actions.server";
import { ActionNotAllowedError } from "~/models/admin-change.server";
import { ChecklistNotFoundError } from "~/models/checklist.server";
import { StageMoveNotAllowedError, UniversityApplicationNotFoundError } from "~/models/university-application.server";
import { expectRedirect, formResult, routeRequest, sendRequest } from "../support/routes";

const schema = z.object({ note: z.string({ error: "Write a note" }).max(10, "At most 10 characters") });
const closeTo = "/admin/somewhere?page=2";

/** Calls the helper as an action would, posting `form` with JavaScript (a fetch) unless `navigate`. */
type Intent = Omit<AdminIntent<typeof schema, string | undefined, "result", object>, "schema" | "closeTo">;

function post(form: Record<string, string>, intent: Intent, navigate = false) {
  const request = routeRequest("/admin/somewhere", { form, headers: navigate ? { "Sec-Fetch-Mode": "navigate" } : { "Sec-Fetch-Mode": "cors" } });
  return sendRequest(async ({ request: sent }) => handleAdminIntent(sent, await sent.formData(), { schema, closeTo, ...intent }), request);
}

describe("an admin form's intent", () => {
  test("invalid input is a 400 with what was typed, its errors and the intent, and nothing runs", async () => {
    const run = vi.fn();
    const answer = await post({ note: "far too long a note" }, { run, intent: "note" });
    expect(answer.status).toBe(400);
    expect(formResult(answer).error).toEqual({ "": ["Please check the form for errors."], note: ["At most 10 characters"] });
    expect(formResult(answer).initialValue).toEqual({ note: "far too long a note" });
    expect((answer.body as { intent: string }).intent).toBe("note");
    expect(answer.toast).toEqual({ type: "error", title: "Validation Error", description: "Please check the form for errors." });
    expect(run).not.toHaveBeenCalled();
  });

  test("a plain form post gets the errors in the page and no toast", async () => {
    const answer = await post({}, { run: vi.fn() }, true);
    expect(answer.status).toBe(400);
    expect(formResult(answer).error.note).toEqual(["Write a note"]);
    expect(answer.toast).toBeNull();
  });

  test("errors the schema cannot see make the form invalid too, beside the schema's", async () => {
    const run = vi.fn();
    const answer = await post({ note: "fine" }, { run, fieldErrors: { document: ["The file is too large"] } });
    expect(answer.status).toBe(400);
    expect(formResult(answer).error).toMatchObject({ document: ["The file is too large"] });
    expect(run).not.toHaveBeenCalled();
  });

  test("a form's own answer to invalid input replaces the Validation Error", async () => {
    const answer = await post({}, { run: vi.fn(), invalid: { extra: { slots: null } } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ slots: null });
    expect(answer.toast).toBeNull();
  });

  test("success runs the change with the parsed values and redirects with its toast", async () => {
    const run = vi.fn(async (value: { note: string }) => ({ title: "Saved", description: `Noted: ${value.note}` }));
    const answer = await post({ note: "hello" }, { run });
    expectRedirect(answer, closeTo);
    expect(answer.toast).toEqual({ type: "success", title: "Saved", description: "Noted: hello" });
    expect(run).toHaveBeenCalledWith({ note: "hello" });
  });

  test("a success that made a record can go to its page instead", async () => {
    const answer = await post({ note: "hello" }, { run: async () => ({ to: "/admin/things/9", title: "Added", description: "Thing 9 is added." }) });
    expectRedirect(answer, "/admin/things/9");
    expect(answer.toast).toEqual({ type: "success", title: "Added", description: "Thing 9 is added." });
  });

  test("a state that does not offer the action redirects with the refusal toast", async () => {
    const answer = await post({ note: "hello" }, { run: async () => Promise.reject(new ActionNotAllowedError("Already done.")) });
    expectRedirect(answer, closeTo);
    expect(answer.toast).toEqual({ type: "error", title: "Action not allowed", description: "Already done." });
  });

  test("a record the intent names as not found is a 404, even one the admin lists would answer with a toast", async () => {
    const notFound = [ChecklistNotFoundError, UniversityApplicationNotFoundError];
    expect((await post({ note: "hello" }, { notFound, run: async () => Promise.reject(new ChecklistNotFoundError()) })).status).toBe(404);
    expect((await post({ note: "hello" }, { notFound, run: async () => Promise.reject(new UniversityApplicationNotFoundError()) })).status).toBe(404);
    const toasted = await post({ note: "hello" }, { run: async () => Promise.reject(new UniversityApplicationNotFoundError()) });
    expectRedirect(toasted, closeTo);
    expect(toasted.toast).toMatchObject({ type: "error", title: "Not found" });
  });

  test("a refusal the form shows is its reply; any other error is thrown", async () => {
    class TooLate extends Error {}
    const refuse: Intent["refuse"] = (error, reply) => (error instanceof TooLate ? reply({ status: 409, fieldErrors: { note: ["Too late for that"] } }) : undefined);
    const refused = await post({ note: "hello" }, { refuse, run: async () => Promise.reject(new TooLate()) });
    expect(refused.status).toBe(409);
    expect(formResult(refused).error).toMatchObject({ note: ["Too late for that"] });
    await expect(post({ note: "hello" }, { refuse, run: async () => Promise.reject(new Error("disk full")) })).rejects.toThrow("disk full");
  });

  test("the route's refusal comes before the refusal toast, so a form can show a refusal of the record's state", async () => {
    const refuse: Intent["refuse"] = (error, reply) => (error instanceof StageMoveNotAllowedError ? reply({ status: 409, formErrors: [error.message] }) : undefined);
    const refused = await post({ note: "hello" }, { refuse, run: async () => Promise.reject(new StageMoveNotAllowedError("Not from here.")) });
    expect(refused.status).toBe(409);
    expect(formResult(refused).error).toMatchObject({ "": ["Not from here."] });
  });
});
