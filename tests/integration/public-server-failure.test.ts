import { describe, expect, test, vi } from "vitest";
import { action as contactAction } from "~/routes/_public.contact/route";
import { action as demoAction } from "~/routes/_public.services.demo-class";
import { formRequest, unwrap } from "../support/requests";

// The database is down: both forms must say so instead of claiming success.
vi.mock("~/models/contact-message.server", () => ({
  createContactMessage: vi.fn(async () => {
    throw new Error("database unavailable");
  }),
}));
vi.mock("~/models/inquiry.server", () => ({
  submitInquiry: vi.fn(async () => {
    throw new Error("database unavailable");
  }),
}));

type ErrorBody = { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };

describe("when the server itself fails", () => {
  test("the contact form reports 'Failed to send message' and keeps the message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fields = { name: "Sita", email: "sita@example.com", subject: "Hello", message: "A message that is long enough." };
    const response = await unwrap(await contactAction({ request: formRequest("/contact", fields), params: {}, context: {} }));
    expect(response.status).toBe(500);
    const { result } = response.body as ErrorBody;
    expect(result.error).toEqual({ "": ["Failed to send message. Please try again later."] });
    expect(result.initialValue).toMatchObject(fields);
    expect(response.headers.get("Set-Cookie")).toContain("__toast=");
  });

  test("the service application reports 'Submission failed' and keeps the application", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fields = { intent: "inquiry", serviceType: "demo_class", fullName: "Sita", email: "sita@example.com", phone: "+9779801112233", country: "Germany" };
    const response = await unwrap(await demoAction({ request: formRequest("/services/demo-class", fields), params: {}, context: {} }));
    expect(response.status).toBe(500);
    const { result } = response.body as ErrorBody;
    expect(result.error).toEqual({ "": ["Submission failed. Please try again later."] });
    expect(result.initialValue).toMatchObject({ fullName: "Sita", country: "Germany" });
    expect(response.headers.get("Set-Cookie")).toContain("__toast=");
  });
});
