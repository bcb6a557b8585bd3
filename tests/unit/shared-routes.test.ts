import { describe, expect, test } from "vitest";
import { kindAt } from "~/shared-routes/kind-at";
import { SHARED_ROUTES } from "~/shared-routes/mounts";

const LISTS = { interview: "/admin/interview-applications", loan: "/admin/loan-applications" };

function statusOf(run: () => unknown) {
  try {
    run();
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : thrown;
  }
  return "no error";
}

describe("a shared route module's kind, from the address it answers", () => {
  test("the kind whose address the path is, or starts with by whole segments (a dialog below its list)", () => {
    expect(kindAt("/admin/interview-applications", LISTS)).toBe("interview");
    expect(kindAt("/admin/loan-applications/12/reject", LISTS)).toBe("loan");
    expect(kindAt("/admin/interview-applications/", LISTS)).toBe("interview");
  });

  test("compared as the router compares: regardless of case and decoded", () => {
    expect(kindAt("/Admin/LOAN-Applications", LISTS)).toBe("loan");
    expect(kindAt("/admin/loan%2Dapplications/12/reject", LISTS)).toBe("loan");
    expect(kindAt("/admin/loan-applications/%E0/reject", LISTS)).toBe("loan");
  });

  test("any other path is a 404, even one that only begins like an address", () => {
    expect(statusOf(() => kindAt("/admin/interview-applications-old", LISTS))).toBe(404);
    expect(statusOf(() => kindAt("/admin/sop-applications", LISTS))).toBe(404);
    expect(statusOf(() => kindAt("/", LISTS))).toBe(404);
  });
});

describe("the shared modules' mounts (remix.config.js)", () => {
  test("each address keeps the route id, parent and path a file of its own in app/routes would have", () => {
    const byId = Object.fromEntries(SHARED_ROUTES.map(({ id, ...route }) => [id, route]));
    expect(byId["routes/_public.services.sop-writing"]).toEqual({ file: "shared-routes/service-page.tsx", parentId: "routes/_public", path: "services/sop-writing" });
    expect(byId["routes/student.speaking-mock-applications"]).toEqual({ file: "shared-routes/student-booking-list.tsx", parentId: "routes/student", path: "speaking-mock-applications" });
    expect(byId["routes/admin.demo-class-applications"]).toEqual({ file: "shared-routes/admin-booking-list.tsx", parentId: "routes/admin", path: "demo-class-applications" });
    expect(byId["routes/admin.loan-applications.$id.reject"]).toEqual({ file: "shared-routes/admin-reject.tsx", parentId: "routes/admin.loan-applications", path: ":id/reject" });
    expect(SHARED_ROUTES.map(({ id }) => id.replace(/^routes\//, "")).sort()).toEqual(
      [
        ...["sop-writing", "interview-application", "speaking-mock", "demo-class", "free-counseling", "loan-assistance"].map((slug) => `_public.services.${slug}`),
        ...["interview", "speaking-mock", "demo-class", "free-counseling"].flatMap((list) => [`student.${list}-applications`, `admin.${list}-applications`, `admin.${list}-applications.$id.reject`]),
        "admin.loan-applications.$id.reject",
      ].sort(),
    );
  });
});
