import * as z from "zod";
import type { ListSpec } from "~/domain/list-query";
import { pageMetaResource } from "./resources";

/*
 * What the OpenAPI document says of one operation of /api, and the few response shapes many operations share. The
 * operations themselves are listed by group (operations.server.ts gathers them).
 */

/**
 * Who may call an operation: anyone, any account's bearer token, an admin's, or on a student's case
 * (app/features/api/case-access.server.ts) a reader (the student, or a case worker naming `student_id`), the student
 * writing with a verified e-mail address, or the student writing what the pages let an unverified student write too
 * (a message, but not a file with it).
 */
export type Access = "public" | "account" | "admin" | "caseReader" | "caseWriter" | "caseAuthor";

export type ResponseSpec = {
  description: string;
  schema?: z.ZodType;
  /** The answer is a file's bytes, not JSON: the media types it may have, and it names the file in `Content-Disposition`. */
  fileTypes?: readonly string[];
};

export type Operation = {
  method: "get" | "post" | "put" | "delete";
  /** The path as OpenAPI writes it: `/api/service/{id}`. */
  path: string;
  /** The route file that answers it, as Remix names it: `api.service.$id`. */
  route: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /** A list's query: the list contract's parameters, read by the same spec as the route. */
  list?: ListSpec<string, unknown>;
  /** Query parameters of the operation's own (beside the list contract's), read by the same schema as the route. */
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A `multipart/form-data` body (an upload), in place of a JSON one or, with `body`, as its alternative: its fields, a file as `z.file()`. */
  multipartBody?: z.ZodType;
  /** The operation spends a rate limit: 429 with `Retry-After` once it is used up. */
  rateLimited?: boolean;
  responses: Record<number, ResponseSpec>;
};

export const message = (examples: string[]) => z.object({ message: z.string().meta({ examples }) });
export const withData = (schema: z.ZodType, examples: string[]) => message(examples).extend({ data: schema });
export const list = (schema: z.ZodType) => z.object({ data: z.array(schema), meta: pageMetaResource });
export const bulkDeleted = (examples: string[]) => message(examples).extend({ deleted: z.int().min(0) });

export const ok = (description: string, schema: z.ZodType): ResponseSpec => ({ description, schema });

