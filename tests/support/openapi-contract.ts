/**
 * Holds an answer of /api to the OpenAPI document: the operation its method and path name must be in the document,
 * the status must be one the document lists for it, and the body must match that status's schema. Every answer
 * `callApi` receives goes through here, so the document cannot drift from what the routes do.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { openApiDocument } from "~/features/api/openapi/document.server";

type Schema = Record<string, unknown>;
type Responses = Record<string, { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }>;

const toLocalReferences = (schema: Schema) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/')) as Schema;

/** Built on the first answer of /api that a test file receives: most test files never call the API. */
function buildContract() {
  const document = openApiDocument();
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "[^/]+")}$`),
  }));
  return { document, ajv, templates, definitions: toLocalReferences(document.components.schemas), validators: new Map<string, ValidateFunction>() };
}

let built: ReturnType<typeof buildContract> | null = null;
const contract = () => (built ??= buildContract());

/** The document's path for a request's path: `/api/service/12?page=2` is `/api/service/{id}`; a literal path wins. */
export function documentedPath(path: string) {
  const { templates } = contract();
  const pathname = new URL(path, "http://api").pathname;
  const literal = templates.find(({ template }) => template === pathname);
  return (literal ?? templates.find(({ pattern }) => pattern.test(pathname)))?.template ?? null;
}

function validatorFor(key: string, schema: Schema) {
  const { ajv, definitions, validators } = contract();
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...toLocalReferences(schema), $defs: definitions });
    validators.set(key, validate);
  }
  return validate;
}

/** The reference page is the one HTML page under /api; everything else there is an operation or the JSON 404. */
export const isApiAddress = (pathname: string) => pathname.startsWith("/api/") && pathname !== "/api/docs";

/** Throws when the answer is not one the document describes for this method and path. */
export function expectDocumentedAnswer({ method, path, status, body, headers }: { method: string; path: string; status: number; body: unknown; headers: Headers }) {
  const { document } = contract();
  const verb = (method === "HEAD" ? "GET" : method).toLowerCase();
  const template = documentedPath(path);
  const operation = template ? (document.paths[template] as Record<string, { responses: Responses }>)[verb] : undefined;
  // a path no operation claims answers the catch-all's 404 or a 405 for a method the route lacks: in the error shape
  if (!template || !operation) {
    if (status !== 404 && status !== 405) throw new Error(`${method} ${path} answered ${status}, and the OpenAPI document has no such operation`);
    return validateBody(`error`, (document.components.schemas as Record<string, Schema>).Error, body, `${method} ${path} (${status})`);
  }
  const response = operation.responses[String(status)];
  if (!response) throw new Error(`${method} ${path} answered ${status}, which the OpenAPI document does not list for ${verb.toUpperCase()} ${template}`);
  for (const header of Object.keys(response.headers ?? {})) {
    if (!headers.has(header)) throw new Error(`${method} ${path} answered ${status} without the ${header} header the document promises`);
  }
  const schema = response.content?.["application/json"]?.schema;
  if (schema) validateBody(`${verb} ${template} ${status}`, schema, body, `${method} ${path} (${status})`);
}

function validateBody(key: string, schema: Schema, body: unknown, what: string) {
  const validate = validatorFor(key, schema);
  if (!validate(body)) throw new Error(`${what} does not match the OpenAPI document: ${contract().ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
}
