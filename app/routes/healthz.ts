import { checkDatabase } from "~/models/health.server";

export async function loader() {
  const started = performance.now();
  try {
    await checkDatabase();
    return Response.json(
      { status: "ok", database: "ok", latency_ms: Math.round(performance.now() - started) },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error("Health check failed", error);
    return Response.json({ status: "error", database: "unreachable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
