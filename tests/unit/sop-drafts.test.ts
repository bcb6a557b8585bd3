import { describe, expect, test } from "vitest";
import { awaitsSopRevision, sopDraftVersions } from "~/domain/booking";

describe("the drafts of an SOP", () => {
  test("numbers the student's drafts in upload order and marks the last as the latest, leaving other documents out", () => {
    const versions = sopDraftVersions([
      { id: 9, kind: "sop_draft" },
      { id: 4, kind: "sop_draft" },
      { id: 7, kind: "sop_final" },
      { id: 12, kind: "sop_draft" },
    ]);
    expect(versions.map(({ id, version, latest }) => ({ id, version, latest }))).toEqual([
      { id: 4, version: 1, latest: false },
      { id: 9, version: 2, latest: false },
      { id: 12, version: 3, latest: true },
    ]);
  });

  test("an SOP without drafts has no versions", () => {
    expect(sopDraftVersions([{ id: 1, kind: "sop_final" }])).toEqual([]);
  });

  test("only an SOP sent back for revision (Needs Revision) takes a revised draft", () => {
    expect(awaitsSopRevision("rejected")).toBe(true);
    for (const status of ["pending", "in_progress", "completed"]) expect(awaitsSopRevision(status)).toBe(false);
  });
});
