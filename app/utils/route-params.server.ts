/** A record id from a route param; anything but a positive integer is a 404, exactly like an id that is not yours. */
export function recordId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !Number.isSafeInteger(id) || id < 1 || String(id) !== value) throw notFound();
  return id;
}

export function notFound() {
  return new Response("Not Found", { status: 404 });
}
