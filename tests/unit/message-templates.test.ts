import { describe, expect, test } from "vitest";
import {
  AT_LEAST_CHARACTERS,
  CHOOSE_LEVEL_OF,
  MESSAGE_TEMPLATES,
  RATING_RANGE,
  UPLOAD_ACCEPTED_TYPE,
  VERIFY_EMAIL_FIRST,
  fillTemplate,
  readTemplate,
} from "~/domain/message-templates";
import { passwordProblem } from "~/domain/password";
import { APPLICATION_LEVELS } from "~/domain/university-application";
import { tooManyAttemptsMessage } from "~/domain/rate-limit";
import { translateServerMessage } from "~/i18n/catalogs.server";

describe("message templates", () => {
  test("a sentence is written from its template and its values read back out of it", () => {
    const sentence = fillTemplate(RATING_RANGE, { min: 1, max: 5 });
    expect(sentence).toBe("Choose a rating from 1 to 5 stars");
    expect(readTemplate(RATING_RANGE, sentence)).toEqual({ min: "1", max: "5" });
  });

  test("a sentence of another template, or with different words, is not read", () => {
    expect(readTemplate(RATING_RANGE, "Choose a rating from 1 to 5 points")).toBeNull();
    expect(readTemplate(UPLOAD_ACCEPTED_TYPE, "Please upload a PDF file.")).toBeNull();
  });

  test("the template's punctuation is taken literally", () => {
    expect(readTemplate(UPLOAD_ACCEPTED_TYPE, "Upload a PDF, DOC file.")).toEqual({ types: "PDF, DOC" });
    expect(readTemplate(UPLOAD_ACCEPTED_TYPE, "Upload a PDF, DOC filex")).toBeNull();
  });

  test("every template is listed once", () => {
    expect(new Set(MESSAGE_TEMPLATES).size).toBe(MESSAGE_TEMPLATES.length);
  });
});

describe("a templated sentence for a Nepali reader", () => {
  test("is the template's translation with its values, numbers in Nepali digits", () => {
    expect(translateServerMessage("ne", tooManyAttemptsMessage(899))).toBe("धेरै पटक प्रयास भयो। कृपया १५ मिनेटपछि फेरि प्रयास गर्नुहोस्।");
    expect(translateServerMessage("ne", tooManyAttemptsMessage(45))).toBe("धेरै पटक प्रयास भयो। कृपया ४५ सेकेन्डपछि फेरि प्रयास गर्नुहोस्।");
    expect(translateServerMessage("ne", tooManyAttemptsMessage(60))).toBe("धेरै पटक प्रयास भयो। कृपया १ मिनेटपछि फेरि प्रयास गर्नुहोस्।");
  });

  test("has the field's label translated inside it", () => {
    expect(translateServerMessage("ne", passwordProblem("short", "New password")!)).toBe("नयाँ पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ");
    expect(translateServerMessage("ne", passwordProblem("         ")!)).toBe("पासवर्डमा खाली ठाउँ (स्पेस) मात्र हुन सक्दैन");
  });

  test("keeps a value that is not a number as written", () => {
    expect(translateServerMessage("ne", fillTemplate(VERIFY_EMAIL_FIRST, { email: "asha@example.com" }))).toBe(
      "पहिले आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्: हामीले asha@example.com मा पठाएको लिङ्क खोल्नुहोस्, वा यही पेजबाट फेरि पठाउनुहोस्। केही पनि सेभ भएन।",
    );
    expect(translateServerMessage("ne", "Upload a PDF, DOC, DOCX file.")).toBe("PDF, DOC, DOCX मध्ये कुनै एक प्रकारको फाइल अपलोड गर्नुहोस्।");
  });

  test("names the form's choices it lists in Nepali, when each of them has its translation", () => {
    expect(translateServerMessage("ne", fillTemplate(CHOOSE_LEVEL_OF, { levels: APPLICATION_LEVELS.join(", ") }))).toBe("तह छान्नुहोस्: स्नातक, स्नातकोत्तर, विद्यावारिधि (PhD)");
    // a list with a word the messages lack stays as written rather than half translated
    expect(translateServerMessage("ne", fillTemplate(CHOOSE_LEVEL_OF, { levels: "Undergraduate, Diploma" }))).toBe("तह छान्नुहोस्: Undergraduate, Diploma");
  });

  test("stays English when its label has no translation, or when no template fits", () => {
    const unknownLabel = fillTemplate(AT_LEAST_CHARACTERS, { label: "Secret handshake", min: 8 });
    expect(translateServerMessage("ne", unknownLabel)).toBe(unknownLabel);
    expect(translateServerMessage("ne", "Something no template says")).toBe("Something no template says");
  });

  test("is left as written for an English reader", () => {
    expect(translateServerMessage("en", tooManyAttemptsMessage(899))).toBe("Too many attempts. Please try again in 15 minutes.");
  });
});
