import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import * as z from "zod";
import { APPLICATION_COUNTRIES } from "~/content/countries";
import type { ServicePage } from "~/content/services";
import { todayInZone } from "~/domain/dates";
import { dateWindow, preferredDateProblem, type DateWindow } from "~/domain/preferred-date";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { submitInquiry } from "~/models/inquiry.server";
import { getEnv } from "~/utils/env.server";
import { emailField, honeypotField, optionalText, phoneField, requiredText } from "~/utils/form-fields.server";
import { getOptionalUser } from "~/utils/session.server";
import { createFormErrorToastHeaders, redirectWithToast } from "~/utils/toast.server";
import { inspectUpload } from "~/utils/uploads.server";
import { INQUIRY_INTENT } from "./inquiry-form";

/** The generic service application form of one service page; its date window depends on the day it is used. */
export function inquirySchema(service: Pick<ServicePage, "serviceType">, window: DateWindow) {
  return z.object({
    serviceType: z.literal(service.serviceType, { error: "Unknown service type" }),
    fullName: requiredText("Full name", 100),
    email: emailField(),
    phone: phoneField(),
    country: z.enum(APPLICATION_COUNTRIES, { error: "Choose a country from the list" }),
    preferredDate: z
      .string()
      .trim()
      .optional()
      .superRefine((value, ctx) => {
        const problem = value ? preferredDateProblem(value, window) : null;
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    message: optionalText("Message", 2000),
    website: honeypotField,
  });
}

function currentWindow(service: ServicePage) {
  return dateWindow(todayInZone(getEnv().APP_TIME_ZONE), service.dateWindowMonths);
}

/** What the form needs from the loader: native constraints, the selectable days and the accepted files. */
export function inquiryFormSetup(service: ServicePage) {
  const window = currentWindow(service);
  return {
    constraint: getZodConstraint(inquirySchema(service, window)),
    window,
    accept: acceptAttribute(service.documentKind),
    acceptedTypes: describeAccepted(service.documentKind),
  };
}

export type InquiryFormSetup = ReturnType<typeof inquiryFormSetup>;

const SUBMITTED = { type: "success", title: "Application submitted successfully!", description: "We will contact you within 24 hours." } as const;

/** The action of the `intent=inquiry` form on every service page. */
export async function handleInquiry({ request, formData, service }: { request: Request; formData: FormData; service: ServicePage }) {
  const submission = parseWithZod(formData, { schema: inquirySchema(service, currentWindow(service)) });
  const upload = await inspectUpload(formData.get("document"), service.documentKind);
  if (submission.status !== "success" || upload?.ok === false) {
    const result = upload?.ok === false ? submission.reply({ fieldErrors: { document: [upload.message] } }) : submission.reply();
    return data({ intent: INQUIRY_INTENT, result }, { status: 400 });
  }

  const { website, ...inquiry } = submission.value;
  if (website) return redirectWithToast(service.path, SUBMITTED);
  const user = await getOptionalUser(request);
  try {
    await submitInquiry({
      ...inquiry,
      serviceName: service.name,
      userId: user?.id ?? null,
      document: upload ? { file: upload.file, type: upload.type } : null,
    });
  } catch (error) {
    console.error("Service application could not be stored", error);
    const toastHeaders = await createFormErrorToastHeaders(request, { type: "error", title: "Submission failed", description: "Please try again later." });
    return data(
      { intent: INQUIRY_INTENT, result: submission.reply({ formErrors: ["Submission failed. Please try again later."] }) },
      { status: 500, headers: toastHeaders ?? undefined },
    );
  }
  return redirectWithToast(service.path, SUBMITTED);
}
