import { openApiDocument } from "./document.server";

/*
 * The OpenAPI document as the reference page reads it: tags with their operations, each with its parameters, body
 * fields and answers in words, and the named schemas. Built on the server, so the page is whole without JavaScript.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: unknown;
  description?: string;
  examples?: unknown[];
};

export type ReferenceField = { name: string; type: string; schemaLink: string | null; required: boolean; notes: string };
export type Answer = { status: string; description: string; schemaLink: string | null; fields: ReferenceField[]; headers: string[] };
export type OperationView = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  needsToken: boolean;
  parameters: ReferenceField[];
  body: ReferenceField[] | null;
  answers: Answer[];
};

const refName = (ref: string) => ref.split("/").pop() ?? ref;

/** A schema's type in a few words ("integer", "array of TimeSlot", "string or null"), and the named schema it is. */
function typeOf(schema: JsonSchema): { type: string; link: string | null } {
  if (schema.$ref) return { type: refName(schema.$ref), link: refName(schema.$ref) };
  if (schema.anyOf) {
    const parts = schema.anyOf.map(typeOf);
    return { type: parts.map((part) => part.type).join(" or "), link: parts.find((part) => part.link)?.link ?? null };
  }
  if (schema.const !== undefined) return { type: JSON.stringify(schema.const), link: null };
  if (schema.type === "array" && schema.items) {
    const item = typeOf(schema.items);
    return { type: `array of ${item.type}`, link: item.link };
  }
  if (schema.type === "object" && !schema.properties) return { type: "object", link: null };
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type ?? "any");
  return { type: schema.format ? `${type} (${schema.format})` : type, link: null };
}

/** What limits a value: its choices, range, length and default, then its own description. */
function notesOf(schema: JsonSchema): string {
  const notes: string[] = [];
  const inner = schema.anyOf?.find((part) => part.type !== "null") ?? schema;
  if (inner.enum) notes.push(`One of ${inner.enum.map((value) => `\`${String(value)}\``).join(", ")}.`);
  const safe = (value: number | undefined) => value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER;
  if (safe(inner.minimum) && safe(inner.maximum)) notes.push(`From ${inner.minimum} to ${inner.maximum}.`);
  else if (safe(inner.minimum)) notes.push(`At least ${inner.minimum}.`);
  else if (safe(inner.maximum)) notes.push(`At most ${inner.maximum}.`);
  if (inner.maxLength !== undefined) notes.push(`At most ${inner.maxLength} characters.`);
  if (inner.default !== undefined) notes.push(`Default \`${String(inner.default)}\`.`);
  if (schema.description ?? inner.description) notes.push((schema.description ?? inner.description)!);
  return notes.join(" ");
}

function fieldsOf(schema: JsonSchema, schemas: Record<string, JsonSchema>): ReferenceField[] {
  const resolved = schema.$ref ? schemas[refName(schema.$ref)] : schema;
  return Object.entries(resolved?.properties ?? {}).map(([name, property]) => {
    const { type, link } = typeOf(property);
    return { name, type, schemaLink: link, required: resolved?.required?.includes(name) ?? false, notes: notesOf(property) };
  });
}

type DocumentOperation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: unknown[];
  parameters?: Array<{ name: string; in: string; required: boolean; description: string; schema: JsonSchema }>;
  /** JSON, a multipart form (an upload), or both as alternatives: the page lists the fields of the first. */
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  /** JSON, or a file's bytes in the media types it may have, which have no fields to list. */
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }>;
};

export function apiReference() {
  const document = openApiDocument();
  const schemas = document.components.schemas as Record<string, JsonSchema>;
  const operations: Array<OperationView & { tag: string }> = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as DocumentOperation;
      const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      operations.push({
        tag: operation.tags[0],
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary,
        description: operation.description ?? null,
        needsToken: operation.security.length > 0,
        parameters: (operation.parameters ?? []).map((parameter) => {
          const { type, link } = typeOf(parameter.schema);
          return {
            name: parameter.name,
            type: `${type}, in the ${parameter.in}`,
            schemaLink: link,
            required: parameter.required,
            notes: [parameter.description, notesOf(parameter.schema)].filter(Boolean).join(" "),
          };
        }),
        body: body ? fieldsOf(body, schemas) : null,
        answers: Object.entries(operation.responses).map(([status, response]) => {
          const schema = response.content?.["application/json"]?.schema;
          return {
            status,
            description: response.description,
            // a named schema is linked to its section; an answer of its own is listed field by field
            schemaLink: schema?.$ref ? refName(schema.$ref) : null,
            fields: schema && !schema.$ref ? fieldsOf(schema, schemas) : [],
            headers: Object.keys(response.headers ?? {}),
          };
        }),
      });
    }
  }
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description,
    /** How a request carries its token (the document's `bearerAuth` scheme). */
    authorizationHeader: "Authorization: Bearer <access_token>",
    tags: document.tags.map((tag) => ({ ...tag, operations: operations.filter((operation) => operation.tag === tag.name) })),
    schemas: Object.entries(schemas).map(([name, schema]) => ({ name, fields: fieldsOf(schema, schemas) })),
  };
}
