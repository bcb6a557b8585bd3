import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { inquirySchema } from "~/features/services/inquiry.schema.server";
import { getServicePage } from "~/content/services";
import { dateWindow, preferredDateProblem } from "~/domain/preferred-date";
import { contactSchema } from "~/routes/_public.contact/schema.server";

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "success" ? null : submission.reply().error;
}

describe("preferred date window", () => {
  const twoMonths = dateWindow("2026-11-22", 2);
  const threeMonths = dateWindow("2026-11-22", 3);

  test("runs from today to the same day N months ahead", () => {
    expect(twoMonths).toEqual({ min: "2026-11-22", max: "2027-01-22", months: 2 });
    expect(threeMonths.max).toBe("2027-02-22");
  });

  test("accepts today and the last day of the window", () => {
    expect(preferredDateProblem("2026-11-22", twoMonths)).toBeNull();
    expect(preferredDateProblem("2027-01-22", twoMonths)).toBeNull();
  });

  test("refuses yesterday", () => {
    expect(preferredDateProblem("2026-11-21", twoMonths)).toBe("The date cannot be in the past");
  });

  test("refuses the day after the window, naming the window", () => {
    expect(preferredDateProblem("2027-01-23", twoMonths)).toBe("Choose a date within 2 months from today");
    expect(preferredDateProblem("2027-02-22", threeMonths)).toBeNull();
    expect(preferredDateProblem("2027-02-23", threeMonths)).toBe("Choose a date within 3 months from today");
  });

  test("refuses what is not a calendar day", () => {
    expect(preferredDateProblem("2026-02-30", twoMonths)).toBe("Choose a valid date");
    expect(preferredDateProblem("next tuesday", twoMonths)).toBe("Choose a valid date");
  });

  test("clamps a month end to the last day of a shorter month", () => {
    expect(dateWindow("2026-12-31", 2).max).toBe("2027-02-28");
  });
});

describe("service application schema", () => {
  const service = getServicePage("demo-class");
  const schema = inquirySchema(service, dateWindow("2026-11-22", 2));
  const valid = {
    serviceType: "demo_class",
    fullName: "Sita Sharma",
    email: "sita@example.com",
    phone: "+977 980 111 2233",
    country: "Canada",
    preferredDate: "2026-12-01",
    message: "I would like to try an IELTS class.",
  };

  test("accepts a complete application", () => {
    expect(errorsOf(schema, valid)).toBeNull();
  });

  test("accepts an application without the optional date and message", () => {
    expect(errorsOf(schema, { ...valid, preferredDate: "", message: "" })).toBeNull();
  });

  test("requires name, e-mail, phone and country", () => {
    expect(errorsOf(schema, { serviceType: "demo_class", fullName: "   " })).toMatchObject({
      fullName: ["Full name is required"],
      email: ["Email is required"],
      phone: ["Phone is required"],
      country: ["Choose a country from the list"],
    });
  });

  test("refuses an invalid e-mail and phone", () => {
    expect(errorsOf(schema, { ...valid, email: "sita@", phone: "call me" })).toMatchObject({
      email: ["Enter a valid e-mail address"],
      phone: ["Enter a valid phone number"],
    });
  });

  test("refuses a country that is not in the list", () => {
    expect(errorsOf(schema, { ...valid, country: "Atlantis" })).toMatchObject({ country: ["Choose a country from the list"] });
  });

  test("refuses another or an unknown service type", () => {
    expect(errorsOf(schema, { ...valid, serviceType: "loan" })).toMatchObject({ serviceType: ["Unknown service type"] });
    expect(errorsOf(schema, { ...valid, serviceType: "astrology" })).toMatchObject({ serviceType: ["Unknown service type"] });
  });

  test("refuses dates in the past or past the window", () => {
    expect(errorsOf(schema, { ...valid, preferredDate: "2026-11-21" })).toMatchObject({ preferredDate: ["The date cannot be in the past"] });
    expect(errorsOf(schema, { ...valid, preferredDate: "2027-01-23" })).toMatchObject({
      preferredDate: ["Choose a date within 2 months from today"],
    });
  });

  test("caps every text field", () => {
    expect(
      errorsOf(schema, { ...valid, fullName: "a".repeat(101), email: `${"a".repeat(250)}@example.com`, phone: "1".repeat(31), message: "a".repeat(2001) }),
    ).toMatchObject({
      fullName: ["Full name must be at most 100 characters"],
      email: ["Email must be at most 254 characters"],
      phone: ["Phone must be at most 30 characters"],
      message: ["Message must be at most 2000 characters"],
    });
  });
});

describe("contact schema", () => {
  const valid = { name: "Sita", email: "sita@example.com", subject: "Visa question", message: "When should I apply for my visa?" };

  test("accepts a message without a phone number", () => {
    expect(errorsOf(contactSchema, valid)).toBeNull();
  });

  test("requires name, e-mail, subject and message", () => {
    expect(errorsOf(contactSchema, {})).toMatchObject({
      name: ["Name is required"],
      email: ["Email is required"],
      subject: ["Subject is required"],
      message: ["Message is required"],
    });
  });

  test("refuses blank text that passes the browser's required check", () => {
    expect(errorsOf(contactSchema, { ...valid, name: "   ", subject: "  " })).toMatchObject({
      name: ["Name is required"],
      subject: ["Subject is required"],
    });
  });

  test("refuses a too short message, a bad e-mail and a bad phone", () => {
    expect(errorsOf(contactSchema, { ...valid, message: "Hi", email: "nope", phone: "abc" })).toMatchObject({
      message: ["Message must be at least 10 characters"],
      email: ["Enter a valid e-mail address"],
      phone: ["Enter a valid phone number"],
    });
  });

  test("caps every text field", () => {
    expect(errorsOf(contactSchema, { ...valid, name: "a".repeat(101), subject: "a".repeat(151), message: "a".repeat(5001) })).toMatchObject({
      name: ["Name must be at most 100 characters"],
      subject: ["Subject must be at most 150 characters"],
      message: ["Message must be at most 5000 characters"],
    });
  });
});
