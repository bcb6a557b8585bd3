import { beforeAll, describe, expect, test } from "vitest";
import type { SlotChoice } from "~/features/booking/form-setup";
import { formatTime } from "~/domain/dates";
import { setPreferredLanguage } from "~/models/preferred-language.server";
import { getUserTimeZone } from "~/models/user.server";
import { action as adminProfileAction } from "~/routes/admin.profile/route";
import { loader as servicePageLoader } from "~/shared-routes/service-page";
import { action as profileAction, loader as profileLoader } from "~/routes/student.profile/route";
import { ZONE, createSlot } from "../support/fixtures/bookings";
import { callRoute, expectRedirect, fieldErrors } from "../support/routes";
import { signedInUser } from "../support/users";
import { seedCatalogue } from "../support/fixtures/catalogue";

// The service pages sell and book the seeded catalogue entries (decision 048).
beforeAll(seedCatalogue);

const saveZone = (cookie: string, timeZone: string, action = profileAction, path = "/student/profile") =>
  callRoute(action, path, { cookie, multipart: true, form: { intent: "time-zone", timeZone } });

async function slotsShown(cookie: string, day: string) {
  const answer = await callRoute(servicePageLoader, `/services/free-counseling?date=${day}`, { cookie });
  return (answer.body as { booking: { slots: SlotChoice[] } }).booking.slots;
}

describe("a student's own time zone", () => {
  test("is saved from the profile page, offered again there, and cleared with the browser's choice", async () => {
    const { user, cookie } = await signedInUser("student");
    const answer = await saveZone(cookie, "Europe/London");
    expectRedirect(answer, "/student/profile#time-zone");
    expect(answer.toast).toMatchObject({ type: "success", title: "Time zone saved" });
    expect(await getUserTimeZone(user.id)).toBe("Europe/London");
    const { body } = await callRoute(profileLoader, "/student/profile", { cookie });
    expect(body).toMatchObject({ timeZone: { saved: "Europe/London", consultancyZone: ZONE } });
    expect((body as { timeZone: { choices: unknown[] } }).timeZone.choices).toContainEqual({ value: "Europe/London", label: "United Kingdom Time (Europe/London)" });

    expectRedirect(await saveZone(cookie, ""), "/student/profile#time-zone");
    expect(await getUserTimeZone(user.id)).toBeNull();
  });

  test("a Nepali reader's choices are named in Nepali, the consultancy's own zone by its current name", async () => {
    const { user, cookie } = await signedInUser("student");
    await setPreferredLanguage(user.id, "ne");
    const { body } = await callRoute(profileLoader, "/student/profile", { cookie });
    expect((body as { timeZone: { choices: unknown[] } }).timeZone.choices).toContainEqual({ value: "Asia/Kathmandu", label: "नेपाली समय (Asia/Kathmandu)" });
  });

  test("an unknown zone is refused next to the field and nothing changes", async () => {
    const { user, cookie } = await signedInUser("student");
    await saveZone(cookie, "Asia/Tokyo");
    const answer = await saveZone(cookie, "Mars/Olympus_Mons");
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual({ timeZone: ["Choose a time zone from the list"] });
    expect(await getUserTimeZone(user.id)).toBe("Asia/Tokyo");
  });

  test("staff have no time zone setting: the admin profile refuses it and keeps none", async () => {
    const { user, cookie } = await signedInUser("admin");
    const answer = await saveZone(cookie, "Europe/London", adminProfileAction, "/admin/profile");
    expect(answer.status).toBe(400);
    expect(await getUserTimeZone(user.id)).toBeNull();
  });

  test("booking times show in the consultancy's zone and also in the student's: profile first, else the browser's cookie", async () => {
    const slot = await createSlot("counseling", { daysAhead: 8, time: "09:00" });
    const { cookie } = await signedInUser("student");
    const shown = (slots: SlotChoice[]) => slots.find((choice) => choice.id === slot.id);

    expect(shown(await slotsShown(cookie, slot.day))).toMatchObject({ label: `${formatTime(slot.startTime, ZONE)} – ${formatTime(slot.endTime, ZONE)}`, studentLabel: null });

    const withBrowser = `${cookie}; tz=America%2FNew_York`;
    expect(shown(await slotsShown(withBrowser, slot.day))?.studentLabel).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \w{3} \d{1,2}, 1[01]:15 PM – 1[01]:45 PM your time \(America\/New_York\)$/);

    expect(shown(await slotsShown(`${cookie}; tz=Not%2FAZone`, slot.day))?.studentLabel).toBeNull();

    expect(shown(await slotsShown(`${cookie}; tz=Not%2FAZone`, slot.day))?.studentLabel).toBeNull();

    await saveZone(cookie, "Asia/Tokyo");
    expect(shown(await slotsShown(withBrowser, slot.day))?.studentLabel).toBe("12:15 PM – 12:45 PM your time (Asia/Tokyo)");

  });
});
