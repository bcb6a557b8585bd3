import * as z from "zod";
import { LIST_PARAMS, type ListSpec } from "~/domain/list-query";
import { DEFAULT_PER_PAGE, PER_PAGE_OPTIONS } from "~/domain/pagination";
import { STUDENT_ID_PARAM } from "~/features/api/case-access.server";
import { errorBody, validationErrorBody } from "./resources";
import type { Operation, ResponseSpec } from "./operation";
import { OPERATIONS } from "./operations.server";

/*
 * The OpenAPI 3.1 document of /api, built from OPERATIONS and nothing else: request bodies from the zod schemas the
 * routes parse with (as a client writes them), responses from the schemas of what they answer, and the answers every
 * route shares (401, 403, 404, 422, 429) from who may call it and what it takes.
 */

type JsonSchema = Record<string, unknown>;

const COMPONENT_PREFIX = "#/components/schemas/";

/** Each schema converted alone, its named parts (`meta({ id })`) moved to the components and referenced from there. */
function schemaOf(schema: z.ZodType, io: "input" | "output", components: Map<string, JsonSchema>): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" });
  const { $defs = {}, $schema: _schema, ...root } = JSON.parse(JSON.stringify(converted).replaceAll('"#/$defs/', `"${COMPONENT_PREFIX}`)) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  for (const [id, definition] of Object.entries($defs)) components.set(id, stripIds(definition));
  const rootId = typeof root.id === "string" ? root.id : null;
  if (!rootId) return root;
  components.set(rootId, stripIds(root));
  return { $ref: `${COMPONENT_PREFIX}${rootId}` };
}

function stripIds(schema: JsonSchema): JsonSchema {
  const { id: _id, ...rest } = schema;
  return rest;
}

const LINK_HEADER = {
  description: 'The list\'s pages (RFC 8288): `first` and `last`, and `prev` and `next` where there is such a page, e.g. `</api/service?page=3>; rel="next"`.',
  schema: { type: "string" },
};

/**
 * The quota of a rate limit (the IETF draft's names), on every answer to an attempt it counted: the success and the
 * 429 always, other refusals once the attempt counted (a wrong password's 401), never a malformed request's.
 */
const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": { description: "Attempts the limit allows in its window.", schema: { type: "integer", minimum: 1 } },
  "RateLimit-Remaining": { description: "Attempts left in the current window.", schema: { type: "integer", minimum: 0 } },
  "RateLimit-Reset": { description: "Seconds until the window starts again.", schema: { type: "integer", minimum: 0 } },
};

const CONTENT_DISPOSITION_HEADER = {
  description: 'An attachment, named as it was uploaded: `attachment; filename="passport.pdf"; filename*=UTF-8\'\'passport.pdf`.',
  schema: { type: "string" },
};

/** A file's bytes in each of the media types it may have. */
const fileContent = (types: readonly string[]) => Object.fromEntries(types.map((type) => [type, { schema: { type: "string", format: "binary" } }]));

/** An answer as the document lists it: its own, or one every such operation shares, with the headers it promises. */
type DocumentedResponse = ResponseSpec & { headers?: Record<string, JsonSchema> };

const errorResponse = (description: string, schema: z.ZodType = errorBody): ResponseSpec => ({ description, schema });

/** The answers an operation gives besides its own: from its access, its path's id, its body and its rate limit. */
function sharedResponses(operation: Operation): Record<number, DocumentedResponse> {
  const responses: Record<number, DocumentedResponse> = {};
  if (operation.body) responses[400] = errorResponse("The body is not a JSON object (or not JSON, or not UTF-8).");
  if (operation.multipartBody) {
    responses[400] = errorResponse(
      operation.body
        ? "The body is neither a JSON object nor a `multipart/form-data` form (or not JSON, or a form cut off, or its text is not UTF-8)."
        : "The body is not a `multipart/form-data` form (or one cut off, or its text is not UTF-8).",
    );
    responses[413] = errorResponse("The form, or a file in it, is far past the size limit; nothing was read.");
  }
  if (operation.access !== "public") responses[401] = errorResponse("No bearer token, or one that is unknown, expired or revoked.");
  if (operation.access === "admin") responses[403] = errorResponse("The token's account is not an admin.");
  if (operation.access === "caseReader") responses[403] = errorResponse("The token's account works on no student's case (an editor's).");
  if (operation.access === "caseWriter") {
    responses[403] = errorResponse("Only the student writes to their own case, once their e-mail address is verified (`error_type: email_not_verified` until then).");
  }
  if (operation.access === "caseAuthor") {
    responses[403] = errorResponse("Only the student writes to their own case; a file goes with it once their e-mail address is verified (`error_type: email_not_verified` until then).");
  }
  if (operation.path.includes("{id}") || operation.access === "caseReader") {
    responses[404] = errorResponse("No such record, or one of another student's (an id that is not a positive whole number is none), or a `student_id` that is not one of the reader's students.");
  }
  if (operation.body || operation.multipartBody || operation.list || operation.query || operation.access === "caseReader") {
    responses[422] = errorResponse("A field or parameter was refused (a case worker's request without `student_id` is one); nothing changed.", validationErrorBody);
  }
  if (operation.rateLimited) {
    responses[429] = {
      ...errorResponse("Too many attempts from this client or on this account."),
      headers: { "Retry-After": { description: "Seconds until another attempt is allowed.", schema: { type: "integer", minimum: 1 } }, ...RATE_LIMIT_HEADERS },
    };
  }
  return responses;
}

function listParameters(list: ListSpec<string, unknown>) {
  const query = (name: string, description: string, schema: JsonSchema) => ({ name, in: "query", required: false, description, schema });
  return [
    query(LIST_PARAMS.page, "The page, from 1.", { type: "integer", minimum: 1, default: 1 }),
    query(LIST_PARAMS.perPage, "Rows per page.", { type: "integer", enum: [...PER_PAGE_OPTIONS], default: DEFAULT_PER_PAGE }),
    query(LIST_PARAMS.search, "Words to look for.", { type: "string", maxLength: 255 }),
    query(LIST_PARAMS.sortType, "The field to sort by.", { type: "string", enum: [...list.sortKeys], default: list.defaultSort }),
    query(LIST_PARAMS.sortDirection, "The sort's direction.", { type: "string", enum: ["asc", "desc"], default: list.defaultSortDirection ?? "asc" }),
    ...(list.filterKeys.length > 0
      ? [query(LIST_PARAMS.filters, `A JSON object of filters, with the keys ${list.filterKeys.map((key) => `\`${key}\``).join(", ")}.`, { type: "string" })]
      : []),
  ];
}

/** An operation's own query parameters, each as its schema describes it (its `description` lifted to the parameter). */
function queryParameters(query: z.ZodObject, components: Map<string, JsonSchema>) {
  const { properties = {}, required = [] } = schemaOf(query, "input", components) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({ name, in: "query", required: required.includes(name), description, schema }));
}

function operationObject(operation: Operation, components: Map<string, JsonSchema>) {
  const responses: Record<number, DocumentedResponse> = { ...sharedResponses(operation), ...operation.responses };
  if (operation.list) responses[200] = { ...responses[200], headers: { Link: LINK_HEADER } };
  if (operation.rateLimited) {
    for (const [status, response] of Object.entries(responses)) {
      if (status.startsWith("2")) responses[Number(status)] = { ...response, headers: { ...response.headers, ...RATE_LIMIT_HEADERS } };
    }
  }
  const parameters = [
    ...(operation.path.includes("{id}") ? [{ name: "id", in: "path", required: true, description: "The record's id.", schema: { type: "integer", minimum: 1 } }] : []),
    ...(operation.access === "caseReader"
      ? [{ name: STUDENT_ID_PARAM, in: "query", required: false, description: "Whose case a case worker reads (required of them; a student's token reads their own).", schema: { type: "integer", minimum: 1 } }]
      : []),
    ...(operation.list ? listParameters(operation.list) : []),
    ...(operation.query ? queryParameters(operation.query, components) : []),
  ];
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [operation.tag],
    security: operation.access === "public" ? [] : [{ bearerAuth: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body || operation.multipartBody
      ? {
          requestBody: {
            required: true,
            content: {
              ...(operation.body ? { "application/json": { schema: schemaOf(operation.body, "input", components) } } : {}),
              ...(operation.multipartBody ? { "multipart/form-data": { schema: schemaOf(operation.multipartBody, "input", components) } } : {}),
            },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(responses)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, response]) => [
          status,
          {
            description: response.description,
            ...(response.headers ? { headers: response.headers } : {}),
            ...(response.fileTypes ? { headers: { "Content-Disposition": CONTENT_DISPOSITION_HEADER }, content: fileContent(response.fileTypes) } : {}),
            ...(response.schema ? { content: { "application/json": { schema: schemaOf(response.schema, "output", components) } } } : {}),
          },
        ]),
    ),
  };
}

const TAGS = [
  { name: "Reference", description: "The API's own description." },
  { name: "Accounts", description: "Log in, register, and the token's account." },
  { name: "Services", description: "The catalogue's services (admins)." },
  { name: "Time slots", description: "The bookable times of each service (admins)." },
  { name: "Student applications", description: "A student's university applications with their timelines. A student's token reads and writes their own; a case worker's reads a student's with `student_id`." },
  { name: "Student documents", description: "A student's document checklist, its uploads and their files. A student's token reads and writes their own; a case worker's reads a student's with `student_id`." },
  { name: "Student messages", description: "A student's conversation with the consultancy, and its files. A student's token reads and writes their own; a case worker's reads a student's with `student_id`." },
  { name: "Student bookings and payments", description: "A student's sessions and invoices. A student's token reads their own; a case worker's reads a student's with `student_id`." },
];

function buildDocument() {
  const components = new Map<string, JsonSchema>();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = operationObject(operation, components);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Study-abroad consultancy API",
      version: "1.0.0",
      description:
        "The JSON API of the consultancy's site: accounts, the catalogue for admins, and a student's case (applications, documents, messages, bookings and payments) for the student and their case workers. Requests and answers are JSON, but for uploads (`multipart/form-data`) and downloads; errors have one shape (`Error`, or `ValidationError` for 422).",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/", description: "This server" }],
    tags: TAGS,
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "The `access_token` from `POST /api/login`, or the `token` from `POST /api/register`." } },
      schemas: Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildDocument>;

let document: OpenApiDocument | null = null;

/** The document, built once per process: it depends on the code alone. */
export function openApiDocument(): OpenApiDocument {
  document ??= buildDocument();
  return document;
}
