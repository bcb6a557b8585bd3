import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

/*
 * The linter keeps the layers (docs/code-layout.md): each case lints one import as if it were written in a file of a
 * layer, and the rule must refuse the arrows that climb and let the ones that point down through.
 */

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

async function refusedImport(file: string, specifier: string) {
  const [result] = await eslint.lintText(`import { something } from "${specifier}";\nexport const used = something;\n`, { filePath: file });
  return result.messages.some((message) => message.ruleId === "@typescript-eslint/no-restricted-imports");
}

describe("the layers of app/", () => {
  test.each([
    ["app/utils/http.server.ts", "~/models/user.server"],
    ["app/utils/http.server.ts", "~/auth/session.server"],
    ["app/utils/db.server.ts", "~/auth/session.server"],
    ["app/models/user.server.ts", "~/auth/session.server"],
    ["app/mail/deliver.server.tsx", "~/auth/session.server"],
    ["app/jobs/worker.server.ts", "~/auth/api.server"],
    ["app/auth/session.server.ts", "~/features/account/profile.server"],
    ["app/auth/session.server.ts", "~/mail/deliver.server"],
    ["app/auth/session.server.ts", "~/jobs/worker.server"],
    ["app/auth/session.server.ts", "~/utils/db.server"],
    ["app/domain/roles.ts", "~/utils/http.server"],
  ])("%s may not import %s", async (file, specifier) => {
    expect(await refusedImport(file, specifier)).toBe(true);
  });

  test.each([
    ["app/auth/session.server.ts", "~/models/session.server"],
    ["app/auth/api.server.ts", "~/utils/api-response.server"],
    ["app/features/account/profile.server.ts", "~/auth/session.server"],
    ["app/routes/api.user.ts", "~/auth/api.server"],
    ["app/utils/list-query.server.ts", "~/utils/api-response.server"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await refusedImport(file, specifier)).toBe(false);
  });
});
