import { describe, expect, test } from "vitest";
import * as register from "~/routes/api.register";
import * as studentThread from "~/routes/student.messages";
import { action as profileAction } from "~/routes/student.profile/route";
import { db } from "~/utils/db.server";
import { callApi } from "../support/api";
import { callRoute, fieldErrors, formResult } from "../support/routes";
import { signedInUser, uniqueEmail } from "../support/users";

const CONTROL_MESSAGE = (label: string) => `${label} contains a control character that cannot be saved; remove it and try again`;

describe("text that should be one line, or text at all", () => {
  test("a message body with a NUL byte is refused under the field, kept in the form, and not stored", async () => {
    const student = await signedInUser("student", "Nul Sender");
    const body = "Hello\u0000, is my offer in?";
    const answer = await callRoute(studentThread.action, "/student/messages", { cookie: student.cookie, multipart: true, form: { body } });
    expect(fieldErrors(answer).body).toEqual([CONTROL_MESSAGE("Message")]);
    expect(formResult(answer).initialValue.body).toBe(body);
    expect(await db.conversationMessage.count({ where: { authorId: student.user.id } })).toBe(0);
  });

  test("a message body keeps its line breaks", async () => {
    const student = await signedInUser("student", "Multi Line");
    const answer = await callRoute(studentThread.action, "/student/messages", { cookie: student.cookie, multipart: true, form: { body: "First line\r\nSecond line" } });
    expect(answer.status).toBeLessThan(400);
    const [message] = await db.conversationMessage.findMany({ where: { authorId: student.user.id }, select: { body: true } });
    expect(message.body.split(/\r?\n/)).toEqual(["First line", "Second line"]);
  });

  test("a profile name with a line break is refused under the field, kept in the form, and not stored", async () => {
    const student = await signedInUser("student", "Priya Karki");
    const fullName = "Priya\r\nBcc: everyone@example.com";
    const form = { intent: "profile", fullName, email: uniqueEmail(), phone: "+977 980 000 1111", dob: "2001-04-09", address: "Lalitpur,\nNepal" };
    const answer = await callRoute(profileAction, "/student/profile", { cookie: student.cookie, multipart: true, form });
    expect(fieldErrors(answer).fullName).toEqual(["Full name must be on one line"]);
    expect(fieldErrors(answer).address).toBeUndefined();
    expect(formResult(answer).initialValue.fullName).toBe(fullName);
    expect((await db.user.findUniqueOrThrow({ where: { id: student.user.id }, select: { name: true } })).name).toBe("Priya Karki");
  });

  test("the API refuses a name with a line break in its validation shape", async () => {
    const answer = await callApi(register, {
      method: "POST",
      path: "/api/register",
      body: { name: "Api\nStudent", email: uniqueEmail(), password: "api-password-1", password_confirmation: "api-password-1" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.name).toEqual(["Name must be on one line"]);
  });
});
