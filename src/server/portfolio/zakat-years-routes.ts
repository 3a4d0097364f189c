// Zakat years (docs/portfolio.md, "Zakat years"): the snapshots saved on each hawl day, newest first, and one
// year's report as it was saved (the JSON text itself, byte for byte). Another user's year is 404
// as if it did not exist.
import type { User } from "../../shared/accounts";
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from "../../shared/hijri";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { serverTexts } from "../texts";
import { listSnapshots, snapshotReport } from "./zakat-years-store";

async function list(ctx: RequestContext, user: User): Promise<Response> {
  return json({ years: await listSnapshots(ctx.services.db.sql, user.id) });
}

async function one(ctx: RequestContext, user: User): Promise<Response> {
  const raw = ctx.params.hijriYear ?? "";
  const year = /^\d{4}$/.test(raw) ? Number(raw) : Number.NaN;
  const extra = { field: "hijriYear", fields: ["hijriYear"] };
  if (!(year >= HIJRI_MIN_YEAR && year <= HIJRI_MAX_YEAR))
    throw new HttpError(400, "invalid_input", {
      message: (l) =>
        serverTexts(l).zakatYears.errors.invalidYear({ min: String(HIJRI_MIN_YEAR), max: String(HIJRI_MAX_YEAR) }),
      ...extra,
    });
  const report = await snapshotReport(ctx.services.db.sql, user.id, year);
  if (report === null)
    throw new HttpError(404, "not_found", {
      message: (l) => serverTexts(l).zakatYears.errors.notFound({ year: String(year) }),
      ...extra,
    });
  return new Response(report, {
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

export const zakatYearsRoutes: Route[] = [
  route({ method: "GET", path: "/work/zakat/years", access: "user", handler: list }),
  route({ method: "GET", path: "/work/zakat/years/:hijriYear", access: "user", handler: one }),
];
