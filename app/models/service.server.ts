import { DEFAULT_CATALOGUE } from "~/content/catalogue";
import { diffChanges, type AuditChanges } from "~/domain/audit-log";
import { NOT_AVAILABLE_MESSAGE, offerFor, type CatalogueCode, type CatalogueEntry, type Offer } from "~/domain/catalogue";
import { amountToCents } from "~/domain/money";
import type { ServiceListQuery, ServiceRecord, ServiceSortKey } from "~/domain/service";
import { containsText, db, type Prisma, type Tx } from "~/utils/db.server";
import { AdminRecordNotFoundError, recordAdminChange } from "./admin-change.server";
import { raisePageVersion } from "./page-version.server";
import { paginate, type Page } from "./paginate.server";
import { getSettings } from "./settings.server";

const SERVICE_ENTITY = "service";

export const SERVICE_GONE = "That service does not exist any more.";

export class ServiceNotFoundError extends AdminRecordNotFoundError {
  constructor(readonly id: number) {
    super(SERVICE_GONE);
  }
}

export class UnknownServiceIdsError extends Error {
  constructor(readonly ids: number[]) {
    super(`These services do not exist: ${ids.join(", ")}.`);
  }
}

/** An order of a catalogue entry that is inactive or no longer exists. */
export class ServiceUnavailableError extends Error {
  constructor(readonly code: string) {
    super(NOT_AVAILABLE_MESSAGE);
  }
}

/** What an admin sets on a catalogue entry; prices are kept in cents. */
export type ServiceFields = { name: string; description: string; priceCents: number; isActive: boolean };

const serviceSelect = {
  id: true,
  name: true,
  description: true,
  priceCents: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ServiceSelect;

function serviceWhere({ search, filters }: ServiceListQuery): Prisma.ServiceWhereInput {
  const conditions: Prisma.ServiceWhereInput[] = [];
  if (search) conditions.push({ OR: [{ name: containsText(search) }, { description: containsText(search) }] });
  if (filters.isActive !== null) conditions.push({ isActive: filters.isActive });
  if (filters.minPrice !== null) conditions.push({ priceCents: { gte: amountToCents(filters.minPrice) } });
  if (filters.maxPrice !== null) conditions.push({ priceCents: { lte: amountToCents(filters.maxPrice) } });
  return { AND: conditions };
}

// Every order ends with the id, so that rows with equal keys keep one order across pages; each key's columns
// (then the implicit rowid) match an index, all in one direction so that SQLite can walk it either way.
function serviceOrder(sort: ServiceSortKey, direction: Prisma.SortOrder): Prisma.ServiceOrderByWithRelationInput[] {
  switch (sort) {
    case "name":
      return [{ name: direction }, { id: direction }];
    case "price":
      return [{ priceCents: direction }, { id: direction }];
    case "created_at":
      return [{ createdAt: direction }, { id: direction }];
    case "is_active":
      return [{ isActive: direction }, { name: direction }, { id: direction }];
  }
}

/** One page of the catalogue and its meta: the admin page and `GET /api/service` both call this. */
export function listServices(query: ServiceListQuery): Promise<Page<ServiceRecord>> {
  const where = serviceWhere(query);
  return paginate(query, {
    count: () => db.service.count({ where }),
    findMany: (offset) =>
      db.service.findMany({
        where,
        orderBy: serviceOrder(query.sortType, query.sortDirection),
        ...offset,
        select: serviceSelect,
      }),
  });
}

export function getService(id: number): Promise<ServiceRecord | null> {
  return db.service.findUnique({ where: { id }, select: serviceSelect });
}

export async function requireService(id: number): Promise<ServiceRecord> {
  const service = await getService(id);
  if (!service) throw new ServiceNotFoundError(id);
  return service;
}

function fieldsOf(service: ServiceFields): ServiceFields {
  return { name: service.name, description: service.description, priceCents: service.priceCents, isActive: service.isActive };
}

/** Every field of a record that appeared (before null) or went away (after null). */
function wholeRecord(fields: ServiceFields, side: "created" | "deleted"): AuditChanges {
  return side === "created" ? diffChanges({}, fields) : diffChanges(fields, { name: null, description: null, priceCents: null, isActive: null });
}

function recordServiceChange(tx: Tx, actorId: number, service: { id: number; name: string }, action: string, changes: AuditChanges) {
  return recordAdminChange(tx, { entityType: SERVICE_ENTITY, entityId: service.id, actorId, action, detail: service.name, changes }, null);
}

/**
 * Writes each entry of the default catalogue that the database does not hold yet (by its code), leaving the ones it
 * holds as the admin left them. Without it a new database offers nothing to book or order.
 */
export async function addDefaultCatalogue() {
  for (const service of DEFAULT_CATALOGUE) {
    await db.service.upsert({ where: { code: service.code }, create: service, update: {} });
  }
}

/** Whether the catalogue has no entry at all: a database that has never had one. */
export async function catalogueIsEmpty() {
  return (await db.service.count()) === 0;
}

export function createService(fields: ServiceFields, actorId: number): Promise<ServiceRecord> {
  return db.$transaction(async (tx) => {
    const service = await tx.service.create({ data: fields, select: serviceSelect });
    await raisePageVersion(tx);
    await recordServiceChange(tx, actorId, service, "create", wholeRecord(fieldsOf(service), "created"));
    return service;
  });
}

/** Audited with the fields that really changed; a save that changes nothing leaves no row. */
export async function updateService(id: number, fields: Partial<ServiceFields>, actorId: number): Promise<ServiceRecord> {
  return db.$transaction(async (tx) => {
    const before = await tx.service.findUnique({ where: { id }, select: serviceSelect });
    if (!before) throw new ServiceNotFoundError(id);
    const changes = diffChanges(fieldsOf(before), fields);
    if (Object.keys(changes).length === 0) return before;
    const service = await tx.service.update({ where: { id }, data: fields, select: serviceSelect });
    await raisePageVersion(tx);
    await recordServiceChange(tx, actorId, service, "update", changes);
    return service;
  });
}

/** Payments keep the name they were sold under, so a catalogue entry can go without touching them. */
export async function deleteService(id: number, actorId: number) {
  await db.$transaction(async (tx) => {
    const service = await tx.service.findUnique({ where: { id }, select: serviceSelect });
    if (!service) throw new ServiceNotFoundError(id);
    await tx.service.delete({ where: { id } });
    await raisePageVersion(tx);
    await recordServiceChange(tx, actorId, service, "delete", wholeRecord(fieldsOf(service), "deleted"));
  });
}

/** All or nothing: one unknown id and nothing is deleted. Each deleted service gets its own audit row. */
export async function deleteServices(ids: number[], actorId: number) {
  const unique = [...new Set(ids)];
  return db.$transaction(async (tx) => {
    const found = await tx.service.findMany({ where: { id: { in: unique } }, select: serviceSelect });
    const known = new Set(found.map((row) => row.id));
    const unknown = unique.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new UnknownServiceIdsError(unknown);
    const { count } = await tx.service.deleteMany({ where: { id: { in: unique } } });
    await raisePageVersion(tx);
    for (const service of found) await recordServiceChange(tx, actorId, service, "bulk_delete", wholeRecord(fieldsOf(service), "deleted"));
    return count;
  });
}

const entrySelect = { id: true, code: true, name: true, priceCents: true, isActive: true } satisfies Prisma.ServiceSelect;

/** The entries of `codes` as they are now, each with its price formatted in the Payment settings' currency. */
export async function getOffers(items: ReadonlyArray<{ code: CatalogueCode; fallbackName: string }>): Promise<Offer[]> {
  const [rows, { currency }] = await Promise.all([
    db.service.findMany({ where: { code: { in: items.map((item) => item.code) } }, select: entrySelect }),
    getSettings("payment"),
  ]);
  const byCode = new Map(rows.map((row) => [row.code, { ...row, code: row.code ?? "" }]));
  return items.map((item) => offerFor(item.code, byCode.get(item.code), currency, item.fallbackName));
}

/**
 * The entry an order is for, read when the order is placed (inside its transaction, or just before it) so that the
 * price charged is the price of that moment; an inactive or missing entry refuses the order before anything is written.
 */
export async function requireOrderable(tx: Tx, code: CatalogueCode): Promise<CatalogueEntry> {
  const row = await tx.service.findUnique({ where: { code }, select: entrySelect });
  if (!row || !row.isActive) throw new ServiceUnavailableError(code);
  return { ...row, code };
}
