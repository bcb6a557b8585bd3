import { openApiDocument } from "./document.server";

/*
 * The OpenAPI document as the reference pages read it: tags with their operations, each with its parameters, body
 * fields and answers in words, and the named schemas. Built on the server, so the pages are whole without JavaScript,
 * and read in parts (the contents, one tag's operations, the schemas) so that no page carries the whole reference.
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

/** The named schemas a part of the document refers to, and the ones those refer to in turn. */
function schemasUsedBy(part: unknown, schemas: Record<string, JsonSchema>, found = new Set<string>()): Set<string> {
  if (Array.isArray(part)) for (const item of part) schemasUsedBy(item, schemas, found);
  else if (part && typeof part === "object") {
    for (const [key, value] of Object.entries(part)) {
      if (key === "$ref" && typeof value === "string") {
        const name = refName(value);
        if (!found.has(name)) {
          found.add(name);
          schemasUsedBy(schemas[name], schemas, found);
        }
      } else schemasUsedBy(value, schemas, found);
    }
  }
  return found;
}

function buildReference() {
  const document = openApiDocument();
  const schemas = document.components.schemas as Record<string, JsonSchema>;
  const operations: Array<OperationView & { tag: string; uses: Set<string> }> = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as DocumentOperation;
      const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      operations.push({
        tag: operation.tags[0],
        uses: schemasUsedBy(operation, schemas),
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
  const tags = document.tags.map((tag) => ({ ...tag, section: sectionOf(tag.name), operations: operations.filter((operation) => operation.tag === tag.name) }));
  // each named schema is shown once, on the page of the first tag whose operations use it, where links find it
  const schemaSections = new Map<string, string>();
  for (const tag of tags) {
    for (const operation of tag.operations) for (const name of operation.uses) if (!schemaSections.has(name)) schemaSections.set(name, tag.section);
  }
  return {
    title: document.info.title,
    version: document.info.version,
    description: document.info.description,
    /** How a request carries its token (the document's `bearerAuth` scheme). */
    authorizationHeader: "Authorization: Bearer <access_token>",
    tags: tags.map(({ operations: tagOperations, ...tag }) => ({
      ...tag,
      operations: tagOperations.map(({ tag: _tag, uses: _uses, ...operation }) => operation),
      schemas: Object.keys(schemas)
        .filter((name) => schemaSections.get(name) === tag.section)
        .map((name) => ({ name, fields: fieldsOf(schemas[name], schemas) })),
    })),
    schemaSections: Object.fromEntries(schemaSections),
  };
}

/** A tag's section in the reference's addresses: "Time slots" is `/api/docs/time-slots`. */
const sectionOf = (tag: string) => tag.toLowerCase().replace(/\s+/g, "-");

let built: ReturnType<typeof buildReference> | null = null;
// the document does not change while the app runs, and neither does what the pages read of it
const reference = () => (built ??= buildReference());

/** What every page of the reference shows: its title and the contents, each tag with its operations by name. */
export function apiReferenceContents() {
  const { title, version, description, authorizationHeader, tags, schemaSections } = reference();
  return {
    title,
    version,
    description,
    authorizationHeader,
    tags: tags.map(({ name, description, section, operations }) => ({
      name,
      description,
      section,
      operations: operations.map(({ id, method, path, summary }) => ({ id, method, path, summary })),
    })),
    /** The section whose page shows each named schema. */
    schemaSections,
  };
}

/** One tag's page of the reference: its operations in full and the named schemas first used there, or null. */
export function apiReferenceSection(section: string) {
  return reference().tags.find((tag) => tag.section === section) ?? null;
}
