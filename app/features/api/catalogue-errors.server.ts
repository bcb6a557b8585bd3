import { ServiceNotFoundError, UnknownServiceIdsError } from "~/models/service.server";
import { TimeSlotNotFoundError, TimeSlotRuleError, UnknownTimeSlotIdsError } from "~/models/time-slot.server";
import { notFoundError, validationError } from "~/utils/api-response.server";

/** The catalogue models' domain errors as the API's statuses: unknown record 404, broken rule 422. */
export function catalogueApiError(error: unknown): unknown {
  if (error instanceof ServiceNotFoundError) return notFoundError("Service not found.");
  if (error instanceof TimeSlotNotFoundError) return notFoundError("Time slot not found.");
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
