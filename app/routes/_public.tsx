import { Outlet } from "@remix-run/react";
import { PublicShell } from "~/components/layout/public-shell";

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
