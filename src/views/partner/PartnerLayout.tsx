// Interim layout: the partner portal issue replaces it with the branded sidebar.
import { Outlet } from "@tanstack/react-router";

export function PartnerLayout() {
  return <Outlet />;
}
