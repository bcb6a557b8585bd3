import { describe, expect, test } from "vitest";
import { canonicalListSearch, parseListQuery } from "~/domain/list-query";
import { counsellorFilterFor } from "~/domain/student-case";
import {
  APPLICATION_STAGES,
  END_STAGES,
  PROGRESS_STAGES,
  UNIVERSITY_APPLICATION_LIST,
  checkStageMove,
  confirmationName,
  formatIntake,
  intakeError,
  isHttpUrl,
  nextStepText,
  normalizeCountry,
  stageLabel,
  stagesReachableFrom,
  trackerSteps,
} from "~/domain/university-application";

describe("university application stages", () => {
  test("the stages run from shortlisted to enrolled, then the three ends", () => {
    expect(PROGRESS_STAGES[0]).toBe("shortlisted");
    expect(PROGRESS_STAGES.at(-1)).toBe("enrolled");
    expect(PROGRESS_STAGES).toHaveLength(11);
    expect(END_STAGES).toEqual(["rejected", "visa_refused", "withdrawn"]);
    expect(APPLICATION_STAGES).toHaveLength(14);
  });

  test("every stage has a label and a next step", () => {
    for (const stage of APPLICATION_STAGES) {
      expect(stageLabel(stage)).not.toBe("Unknown stage");
      expect(nextStepText(stage, "Canada")).not.toBe("");
    }
    expect(stageLabel("conditional_offer")).toBe("Conditional offer");
    expect(stageLabel("nonsense")).toBe("Unknown stage");
  });

  test.each([
    ["United Kingdom", "CAS"],
    ["USA", "I-20"],
    ["Australia", "CoE"],
    ["Canada", "Letter of acceptance (LOA)"],
    ["New Zealand", "Offer of place"],
    ["Germany", "Admission letter (Zulassungsbescheid)"],
    ["Ireland", "Confirmation of enrolment"],
  ])("the confirmation in %s is called %s", (country, name) => {
    expect(confirmationName(country)).toBe(name);
    expect(stageLabel("confirmation_issued", country)).toBe(`${name} issued`);
  });

  test("the next step names the country's confirmation", () => {
    expect(nextStepText("deposit_paid", "United Kingdom")).toContain("CAS");
    expect(nextStepText("confirmation_issued", "USA")).toContain("I-20");
  });
});

describe("stage moves", () => {
  test("allows forwards, backwards, skipping and any move to an end", () => {
    expect(checkStageMove("submitted", "conditional_offer")).toEqual({ ok: true });
    expect(checkStageMove("conditional_offer", "submitted")).toEqual({ ok: true });
    expect(checkStageMove("shortlisted", "visa_granted")).toEqual({ ok: true });
    expect(checkStageMove("enrolled", "visa_granted")).toEqual({ ok: true });
    for (const end of END_STAGES) expect(checkStageMove("preparing", end)).toEqual({ ok: true });
  });

  test("refuses a move out of an end, to the same stage and to an unknown stage, with a message", () => {
    expect(checkStageMove("rejected", "submitted")).toEqual({ ok: false, message: 'This application ended as "Rejected" and cannot move any more. Add a new application instead.' });
    expect(checkStageMove("withdrawn", "rejected")).toMatchObject({ ok: false });
    expect(checkStageMove("submitted", "submitted")).toEqual({ ok: false, message: 'This application is already at "Submitted".' });
    expect(checkStageMove("deposit_paid", "confirmation_issued", "United Kingdom")).toEqual({ ok: true });
    expect(checkStageMove("confirmation_issued", "confirmation_issued", "United Kingdom")).toEqual({ ok: false, message: 'This application is already at "CAS issued".' });
    expect(checkStageMove("submitted", "accepted")).toEqual({ ok: false, message: '"accepted" is not a stage of a university application. Choose one of the listed stages.' });
    expect(checkStageMove("submitted", undefined)).toMatchObject({ ok: false });
  });

  test("offers every other stage until the application ends, then none", () => {
    expect(stagesReachableFrom("submitted")).toHaveLength(13);
    expect(stagesReachableFrom("submitted")).not.toContain("submitted");
    expect(stagesReachableFrom("visa_refused")).toEqual([]);
  });

  test("the tracker marks the steps done, the current one and those to come; an end keeps where it stopped", () => {
    const steps = trackerSteps("submitted", "Canada");
    expect(steps.map((step) => step.state).slice(0, 4)).toEqual(["done", "done", "current", "upcoming"]);
    expect(steps.find((step) => step.stage === "confirmation_issued")?.label).toBe("Letter of acceptance (LOA) issued");
    const stopped = trackerSteps("rejected", "Canada", "submitted");
    expect(stopped.filter((step) => step.state === "done").map((step) => step.stage)).toEqual(["shortlisted", "preparing", "submitted"]);
    expect(stopped.some((step) => step.state === "current")).toBe(false);
  });
});

describe("application fields", () => {
  test("an intake reads as month and year", () => {
    expect(formatIntake(9, 2027)).toBe("September 2027");
    expect(formatIntake(1, 2028)).toBe("January 2028");
  });

  test("an intake may be this month or later, not in the past", () => {
    expect(intakeError(6, 2026, "2026-06-15")).toBeNull();
    expect(intakeError(9, 2027, "2026-06-15")).toBeNull();
    expect(intakeError(5, 2026, "2026-06-15")).toBe("The intake cannot be in the past");
    expect(intakeError(12, 2025, "2026-06-15")).toBe("The intake cannot be in the past");
    expect(intakeError(13, 2027, "2026-06-15")).toBe("Choose the intake month");
    expect(intakeError(1, 2040, "2026-06-15")).toBe("The intake must be within 5 years");
  });

  test("a listed destination is spelt as the site spells it; another country is kept", () => {
    expect(normalizeCountry("usa")).toBe("USA");
    expect(normalizeCountry("United States")).toBe("USA");
    expect(normalizeCountry(" united   kingdom ")).toBe("United Kingdom");
    expect(normalizeCountry("UK")).toBe("United Kingdom");
    expect(normalizeCountry("Ireland")).toBe("Ireland");
  });

  test("a portal link is an http or https address", () => {
    expect(isHttpUrl("https://apply.example.ac.uk/portal")).toBe(true);
    expect(isHttpUrl("http://uni.example.edu")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("ftp://uni.example.edu")).toBe(false);
    expect(isHttpUrl("not a url")).toBe(false);
  });
});

describe("the staff's list", () => {
  test("reads stage, country, intake and counsellor filters, and refuses bad ones", () => {
    const params = new URLSearchParams({ filters: JSON.stringify({ stage: "submitted", country: "uk", intake: "2027-09", counsellor: "unassigned" }) });
    expect(parseListQuery(params, UNIVERSITY_APPLICATION_LIST).query.filters).toEqual({ stage: "submitted", country: "United Kingdom", intake: "2027-09", counsellor: "unassigned" });
    const byId = parseListQuery(new URLSearchParams({ filters: '{"counsellor":"12"}' }), UNIVERSITY_APPLICATION_LIST);
    expect(byId.query.filters.counsellor).toBe(12);
    const bad = parseListQuery(new URLSearchParams({ filters: '{"stage":"accepted","intake":"Sept","counsellor":"nobody"}' }), UNIVERSITY_APPLICATION_LIST);
    expect(Object.keys(bad.errors).sort()).toEqual(["filters.counsellor", "filters.intake", "filters.stage"]);
    expect(bad.query.filters).toEqual({ stage: null, country: null, intake: null, counsellor: null });
  });

  test("a counsellor starts on their own students, an admin on everyone's", () => {
    expect(counsellorFilterFor(null, { role: "counsellor" })).toBe("mine");
    expect(counsellorFilterFor(null, { role: "admin" })).toBe("everyone");
    expect(counsellorFilterFor("everyone", { role: "counsellor" })).toBe("everyone");
    expect(counsellorFilterFor(12, { role: "counsellor" })).toBe(12);
  });

  test("the list view is kept in the canonical URL beside the list state; the board, the default, is not", () => {
    expect(canonicalListSearch(new URLSearchParams("view=list&stage=submitted&page=2"), UNIVERSITY_APPLICATION_LIST)).toBe(
      new URLSearchParams({ filters: '{"stage":"submitted"}', view: "list", page: "2" }).toString(),
    );
    expect(canonicalListSearch(new URLSearchParams("view=board&counsellor=mine"), UNIVERSITY_APPLICATION_LIST)).toBe(
      new URLSearchParams({ filters: '{"counsellor":"mine"}' }).toString(),
    );
    expect(canonicalListSearch(new URLSearchParams("view=cards"), UNIVERSITY_APPLICATION_LIST)).toBe("");
  });
});
