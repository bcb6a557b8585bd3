import { describe, expect, test } from "vitest";
import { TEAM_ADMIN_LIST } from "~/domain/team";
import {
  TESTIMONIAL_ADMIN_LIST,
  TESTIMONIAL_REVIEW_RESULT,
  TESTIMONIAL_STATUSES,
  canEditTestimonial,
  canReviewTestimonial,
  canWithdrawConsent,
  invitesTestimonial,
  reviewsAllowed,
} from "~/domain/testimonial";
import { APPLICATION_STAGES } from "~/domain/university-application";

describe("a testimonial's states", () => {
  test("a student's pending testimonial is approved or declined; a shown one is hidden, a hidden one shown", () => {
    expect(Object.fromEntries(TESTIMONIAL_STATUSES.map((status) => [status, reviewsAllowed(status)]))).toEqual({
      pending: ["approve", "decline"],
      shown: ["hide"],
      hidden: ["show"],
      withdrawn: [],
    });
    expect(TESTIMONIAL_REVIEW_RESULT).toEqual({ approve: "shown", decline: "hidden", show: "shown", hide: "hidden" });
  });

  test("withdrawn is final: no review, no edit, no second withdrawal; an unknown state allows nothing", () => {
    expect(canReviewTestimonial("withdrawn", "show")).toBe(false);
    expect(canEditTestimonial("withdrawn")).toBe(false);
    expect(canWithdrawConsent("withdrawn")).toBe(false);
    expect(["pending", "shown", "hidden"].every(canWithdrawConsent)).toBe(true);
    expect(canReviewTestimonial("constructor", "approve")).toBe(false);
  });

  test("only visa granted and enrolled invite a testimonial", () => {
    expect(APPLICATION_STAGES.filter(invitesTestimonial)).toEqual(["visa_granted", "enrolled"]);
  });
});

describe("the content lists' filters", () => {
  test("the testimonials filter by a known status and name a wrong one", () => {
    expect(TESTIMONIAL_ADMIN_LIST.parseFilters({ status: "pending" })).toEqual({ filters: { status: "pending" }, errors: {} });
    expect(TESTIMONIAL_ADMIN_LIST.parseFilters({ status: "published" }).errors.status).toEqual(["The status filter must be one of pending, shown, hidden, withdrawn."]);
  });

  test("the team filters by shown or hidden", () => {
    expect(TEAM_ADMIN_LIST.parseFilters({ visibility: "hidden" }).filters).toEqual({ visibility: "hidden" });
    expect(TEAM_ADMIN_LIST.parseFilters({ visibility: "gone" }).errors.visibility).toEqual(["The visibility filter must be one of shown, hidden."]);
  });
});
