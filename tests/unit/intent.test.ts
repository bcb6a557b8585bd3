import { describe, expect, test } from "vitest";
import { dispatchIntent } from "~/utils/intent.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

async function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error instanceof Response ? { status: error.status, text: await error.text() } : error;
  }
  return null;
}

describe("dispatchIntent", () => {
  test("runs the handler the posted intent names, and only that one", () => {
    const ran: string[] = [];
    const answer = dispatchIntent(form({ intent: "archive" }), {
      archive: () => (ran.push("archive"), "archived"),
      reopen: () => (ran.push("reopen"), "reopened"),
    });
    expect(answer).toBe("archived");
    expect(ran).toEqual(["archive"]);
  });

  test("answers 400 and runs nothing for a missing, unknown or inherited intent", async () => {
    const handlers = { archive: () => "archived" };
    const posts: Record<string, string>[] = [{}, { intent: "delete" }, { intent: "toString" }, { intent: "__proto__" }];
    for (const fields of posts) {
      expect(await refusal(() => dispatchIntent(form(fields), handlers))).toEqual({ status: 400, text: "Unknown action" });
    }
  });
});
