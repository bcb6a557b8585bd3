import { beforeEach, describe, expect, test } from "vitest";
import { action, loader } from "~/routes/_public.contact/route";
import { db } from "~/utils/db.server";
import { callRoute, formResult } from "../support/routes";

const valid = { name: "Sita Sharma", email: "Sita@Example.com", phone: "", subject: "Visa question", message: "When should I apply for my student visa?" };

const post = (fields: Record<string, string>) => callRoute(action, "/contact", { form: fields });

beforeEach(async () => {
  await db.contactMessage.deleteMany();
});

describe("contact form", () => {
  test("stores the message and redirects back with the success toast", async () => {
    const response = await post(valid);
    expect({ status: response.status, location: response.location }).toEqual({ status: 302, location: "/contact" });
    expect(response.toast).toEqual({ type: "success", title: "Message sent successfully!", description: "We'll get back to you within 24 hours." });
    expect(await db.contactMessage.findFirstOrThrow()).toMatchObject({
      name: "Sita Sharma",
      email: "sita@example.com",
      phone: null,
      subject: "Visa question",
      message: "When should I apply for my student visa?",
    });
  });

  test("keeps an optional phone number", async () => {
    await post({ ...valid, phone: "+977 980 111 2233" });
    expect((await db.contactMessage.findFirstOrThrow()).phone).toBe("+977 980 111 2233");
  });

  test("answers bad input with 400 and field errors, keeping every typed value", async () => {
    const typed = { name: " ", email: "sita@", phone: "abc", subject: "x".repeat(151), message: "short" };
    const response = await post(typed);
    expect(response.status).toBe(400);
    const result = formResult(response);
    expect(result.error).toEqual({
      name: ["Name is required"],
      email: ["Enter a valid e-mail address"],
      phone: ["Enter a valid phone number"],
      subject: ["Subject must be at most 150 characters"],
      message: ["Message must be at least 10 characters"],
    });
    expect(result.initialValue).toMatchObject({ email: "sita@", phone: "abc", message: "short" });
    expect(await db.contactMessage.count()).toBe(0);
  });

  test("takes a filled honeypot for a bot: the same success answer, nothing stored", async () => {
    const response = await post({ ...valid, website: "http://spam.example" });
    expect(await db.contactMessage.count()).toBe(0);
    const real = await post(valid);
    expect({ status: response.status, location: response.location, toast: response.toast }).toEqual({ status: 302, location: "/contact", toast: real.toast });
  });

  test("answers a body that is not a form with 400, not 500", async () => {
    const answer = await callRoute(action, "/contact", { body: '{"name":"x"}', headers: { "Content-Type": "application/json" } });
    expect(answer.status).toBe(400);
  });

  test("the loader gives the form its native constraints", async () => {
    const result = await callRoute(loader, "/contact");
    expect(result.body).toMatchObject({ constraint: { name: { required: true }, phone: { required: false } } });
  });
});
