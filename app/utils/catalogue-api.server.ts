import { ServiceNotFoundError, UnknownServiceIdsError } from "~/models/service.server";
import { TimeSlotNotFoundError, TimeSlotRuleError, UnknownTimeSlotIdsError } from "~/models/time-slot.server";
import { notFound, validationError } from "./api.server";

/** The catalogue models' domain errors as the API's statuses: unknown record 404, broken rule 422. */
export function catalogueApiError(error: unknown): unknown {
  if (error instanceof ServiceNotFoundError) return notFound("Service not found.");
  if (error instanceof TimeSlotNotFoundError) return notFound("Time slot not found.");
  if (error instanceof UnknownServiceIdsError || error instanceof UnknownTimeSlotIdsError) return validationError({ ids: [error.message] });
  if (error instanceof TimeSlotRuleError) return validationError(error.errors);
  return error;
}

/** Runs a model call and rethrows its domain errors as API errors. */
export async function withCatalogueErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw catalogueApiError(error);
  }
}
