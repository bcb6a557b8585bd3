import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ServicePage } from "~/content/services";
import { todayInZone } from "~/domain/dates";
import { dateWindow } from "~/domain/preferred-date";
import { acceptAttribute, describeAccepted } from "~/domain/uploads";
import { submitInquiry } from "~/models/inquiry.server";
import { translator } from "~/i18n/catalogs.server";
import { getLocale } from "~/i18n/locale.server";
import { localizedPath } from "~/i18n/paths";
import { getEnv } from "~/utils/env.server";
import { replyWithErrors } from "~/utils/form-reply.server";
import { getOptionalUser } from "~/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { inspectUpload } from "~/utils/uploads.server";
import { inquirySchema } from "./inquiry.schema.server";
import { INQUIRY_INTENT, type InquiryFormSetup } from "./inquiry-setup";

function currentWindow(service: ServicePage) {
  return dateWindow(todayInZone(getEnv().APP_TIME_ZONE), service.dateWindowMonths);
}

/** What the form needs from the loader: native constraints, the selectable days and the accepted files. */
export function inquiryFormSetup(service: ServicePage): InquiryFormSetup {
  const window = currentWindow(service);
  return {
    constraint: getZodConstraint(inquirySchema(service, window)),
    window,
    accept: acceptAttribute(service.documentKind),
    acceptedTypes: describeAccepted(service.documentKind),
  };
}

const SUBMITTED = { type: "success", title: "Application submitted successfully!", description: "We will contact you within 24 hours." } as const;

/** The action of the `intent=inquiry` form on every service page. */
export async function handleInquiry({ request, formData, service }: { request: Request; formData: FormData; service: ServicePage }) {
  const submission = parseWithZod(formData, { schema: inquirySchema(service, currentWindow(service)) });
  const upload = await inspectUpload(formData.get("document"), service.documentKind);
  if (submission.status !== "success" || upload?.ok === false) {
    return replyWithErrors(request, submission, { intent: INQUIRY_INTENT, fieldErrors: upload?.ok === false ? { document: [upload.message] } : undefined });
  }

  // Back to the page in the visitor's language, where the toast is shown
  const locale = await getLocale(request);
  const pagePath = localizedPath(service.path, locale);
  const { website, ...inquiry } = submission.value;
  if (website) return redirectWithToast(pagePath, SUBMITTED);
  const user = await getOptionalUser(request);
  try {
    await submitInquiry(
      {
        ...inquiry,
        serviceName: service.name,
        userId: user?.id ?? null,
        document: upload ? { file: upload.file, type: upload.type } : null,
      },
      { locale, serviceName: translator(locale)(service.nameKey) },
    );
  } catch (error) {
    console.error("Service application could not be stored", error);
    return replyWithErrors(request, submission, {
      intent: INQUIRY_INTENT,
      status: 500,
      formErrors: ["Submission failed. Please try again later."],
      toast: { type: "error", title: "Submission failed", description: "Please try again later." },
    });
  }
  return redirectWithToast(pagePath, SUBMITTED);
}
