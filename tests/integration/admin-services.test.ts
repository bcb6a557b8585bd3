import { beforeAll, describe, expect, test } from "vitest";
import { createService, getService } from "~/models/service.server";
import * as serviceDelete from "~/routes/admin.services.$id.delete";
import * as serviceEdit from "~/routes/admin.services.$id.edit";
import * as servicesBulk from "~/routes/admin.services.bulk-delete";
import * as serviceNew from "~/routes/admin.services.new";
import * as servicesPage from "~/routes/admin.services";
import { db } from "~/utils/db.server";
import { callRoute, expectRedirect, fieldErrors, type RouteCall, type RouteHandler } from "../support/routes";
import { signedInUser, type SignedInUser, staffActorId } from "../support/users";

let admin: SignedInUser;
let student: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser("admin");
  student = await signedInUser("student");
});

const asAdmin = (handler: RouteHandler, path: string, call: RouteCall = {}) => callRoute(handler, path, { cookie: admin.cookie, ...call });

describe("the services list page", () => {
  test("redirects a URL with defaults or bad values to the canonical one", async () => {
    expectRedirect(await asAdmin(servicesPage.loader, "/admin/services?page=1&per_page=10&sort_type=name&sort_direction=asc&filters=%7B%7D"), "/admin/services");
    expectRedirect(await asAdmin(servicesPage.loader, "/admin/services?per_page=7&sort_type=colour&search_keyword=ielts"), "/admin/services?search_keyword=ielts");
  });

  test("folds a no-JavaScript filter form into the filters JSON", async () => {
    const answer = await asAdmin(servicesPage.loader, "/admin/services?search_keyword=x&is_active=false&min_price=5&max_price=");
    expect(answer.status).toBe(302);
    const url = new URL(answer.location!, "http://localhost");
    expect(Object.fromEntries(url.searchParams)).toEqual({ search_keyword: "x", filters: '{"is_active":false,"min_price":5}' });
  });

  test("answers the canonical URL with the page of records and its meta", async () => {
    await createService({ name: "Listed", description: "", priceCents: 100, isActive: true }, await staffActorId());
    const result = (await asAdmin(servicesPage.loader, "/admin/services?search_keyword=Listed")).body as Awaited<ReturnType<typeof servicesPage.loader>>;
    expect(result.services.map((service) => service.name)).toEqual(["Listed"]);
    expect(result.meta).toMatchObject({ total: 1, from: 1, to: 1 });
    expect(result.query.search).toBe("Listed");
  });

  test("sends a page past the end to the last page that has rows", async () => {
    expectRedirect(await asAdmin(servicesPage.loader, "/admin/services?search_keyword=Listed&page=4"), "/admin/services?search_keyword=Listed");
  });

  test("leaves a dialog route's own parameters alone", async () => {
    const answer = await asAdmin(servicesPage.loader, "/admin/services/bulk-delete?ids=1&ids=2&per_page=25");
    expect(answer.status).toBe(200);
    expect((answer.body as { query: { perPage: number } }).query.perPage).toBe(25);
  });

  test("sends a student to their own area", async () => {
    expectRedirect(await callRoute(servicesPage.loader, "/admin/services", { cookie: student.cookie }), "/student");
    expectRedirect(await callRoute(serviceNew.action, "/admin/services/new", { cookie: student.cookie, form: { name: "x", price: "1" } }), "/student");
  });
});

describe("service forms", () => {
  test("a new service with errors comes back with each field's message and the values", async () => {
    const answer = await asAdmin(serviceNew.action, "/admin/services/new", { form: { name: "", price: "abc" } });
    expect(fieldErrors(answer)).toMatchObject({ name: ["The name is required."], price: ["The price must be a number."], "": ["Please check the form for errors."] });
  });

  test("a valid new service is stored and the list state is kept in the redirect", async () => {
    const answer = await asAdmin(serviceNew.action, "/admin/services/new?search_keyword=Form&page=2", { form: { name: "Form Made", price: "20.5", description: "d" } });
    expectRedirect(answer, "/admin/services?search_keyword=Form&page=2");
    expect(answer.toast).toEqual({ type: "success", title: "Service added", description: "Form Made has been added to the catalogue." });
    expect(await db.service.findMany({ where: { name: "Form Made" } })).toMatchObject([{ priceCents: 2050, isActive: false, description: "d" }]);
  });

  test("an edit that unticks active and clears the description saves both", async () => {
    const service = await createService({ name: "To edit", description: "old", priceCents: 100, isActive: true }, await staffActorId());
    const answer = await asAdmin(serviceEdit.action, `/admin/services/${service.id}/edit`, { params: { id: String(service.id) }, form: { name: "Edited", price: "3" } });
    expectRedirect(answer, "/admin/services");
    expect(await getService(service.id)).toMatchObject({ name: "Edited", description: "", isActive: false, priceCents: 300 });
  });

  test("editing or deleting a service that is gone goes back to the list with an error toast", async () => {
    const params = { id: "999999" };
    const edit = await asAdmin(serviceEdit.loader, "/admin/services/999999/edit?page=3", { params });
    expectRedirect(edit, "/admin/services?page=3");
    expect(edit.toast).toEqual({ type: "error", title: "Not found", description: "That service does not exist any more." });
    const saved = await asAdmin(serviceEdit.action, "/admin/services/999999/edit?page=3", { params, form: { name: "Gone", price: "3" } });
    expectRedirect(saved, "/admin/services?page=3");
    expect(saved.toast).toEqual({ type: "error", title: "Not found", description: "That service does not exist any more." });
    expect(await db.service.count({ where: { name: "Gone" } })).toBe(0);
    const removed = await asAdmin(serviceDelete.action, "/admin/services/999999/delete", { params, method: "POST" });
    expectRedirect(removed, "/admin/services");
    expect(removed.toast).toEqual({ type: "error", title: "Failed to delete service.", description: "That service does not exist any more." });
  });

  test("the bulk delete confirms the selection, deletes it all, and deletes nothing when one id is unknown", async () => {
    const a = await createService({ name: "Bulk page A", description: "", priceCents: 1, isActive: true }, await staffActorId());
    const b = await createService({ name: "Bulk page B", description: "", priceCents: 1, isActive: true }, await staffActorId());
    const confirm = (await asAdmin(servicesBulk.loader, `/admin/services/bulk-delete?ids=${a.id}&ids=${b.id}&search_keyword=Bulk`)).body as Awaited<
      ReturnType<typeof servicesBulk.loader>
    >;
    expect(confirm.services.map((service) => service.name)).toEqual(["Bulk page A", "Bulk page B"]);
    expect(confirm.closeTo).toBe("/admin/services?search_keyword=Bulk");

    const refused = await asAdmin(servicesBulk.action, "/admin/services/bulk-delete", { form: { ids: [String(a.id), "987654"] } });
    expect(refused.toast).toMatchObject({ type: "error", title: "Failed to delete services." });
    expect(await getService(a.id)).toMatchObject({ id: a.id, name: "Bulk page A" });
    const deleted = await asAdmin(servicesBulk.action, "/admin/services/bulk-delete", { form: { ids: [String(a.id), String(b.id)] } });
    expect(deleted.toast).toEqual({ type: "success", title: "Services deleted", description: "2 services have been successfully deleted." });
    expect(await getService(a.id)).toBeNull();
    expect(await getService(b.id)).toBeNull();
  });
});
