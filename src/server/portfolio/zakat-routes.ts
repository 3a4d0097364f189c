// The whole zakat (docs/api.md, "Zakat"): the user's zakat profile and the report of every
// portfolio and the profile's other wealth. A refused profile names its field (a dot path such
// as `otherWealth.goldGrams`), in en and ar.
import * as v from "valibot";
import type { Locales } from "../../i18n/i18n-types";
import type { User } from "../../shared/accounts";
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from "../../shared/hijri";
import {
  MAX_METAL_GRAMS,
  MAX_WEALTH_AMOUNT,
  WealthZakatQuery,
  type ZakatProfile,
  ZakatProfileBody,
} from "../../shared/portfolio";
import { readJson } from "../http/body";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { serverTexts } from "../texts";
import { listPortfolios } from "./portfolios-store";
import { dataOf, view, zakatQuery } from "./routes";
import { todayIso } from "./service";
import { findZakatProfile, saveZakatProfile } from "./zakat-profiles-store";
import { computeWealthZakat, defaultZakatProfile } from "./zakat-wealth";

type ProfileReason = "required" | "invalid" | "negative" | "too_large" | "out_of_range" | "unexpected";
const REASONS = new Set<string>(["negative", "too_large", "out_of_range", "invalid"]);

/** The profile's field at fault and its sentence, in the caller's language. */
function profileMessage(locale: Locales, field: string, reason: ProfileReason): string {
  const Z = serverTexts(locale).portfolio.zakat.profile;
  const key = (field.split(".").at(-1) ?? field) as keyof typeof Z.fields;
  const label = Object.hasOwn(Z.fields, key) ? Z.fields[key]() : serverTexts(locale).validation.thisField();
  const max = field.startsWith("otherWealth.") && /Grams$/.test(field) ? MAX_METAL_GRAMS : MAX_WEALTH_AMOUNT;
  switch (reason) {
    case "required":
      return Z.errors.required({ field: label });
    case "negative":
      return Z.errors.negative({ field: label });
    case "too_large":
      return Z.errors.tooLarge({ field: label, max: max.toLocaleString("en-US") });
    case "out_of_range":
      return Z.errors.hawlRange({ min: String(HIJRI_MIN_YEAR), max: String(HIJRI_MAX_YEAR) });
    case "unexpected":
      return Z.errors.unexpected({ field });
    default:
      return field === "hawl.hijri" ? Z.errors.hawlInvalid() : Z.errors.invalid({ field: label });
  }
}

function profileError(issues: readonly v.BaseIssue<unknown>[]): HttpError {
  const first = issues[0]!;
  const field = v.getDotPath(first) ?? "body";
  let reason: ProfileReason = "invalid";
  if (REASONS.has(first.message)) reason = first.message as ProfileReason;
  else if (first.type === "strict_object" && first.input !== undefined) reason = "unexpected";
  else if (first.input === undefined && first.kind === "schema") reason = "required";
  const fields = [...new Set(issues.map((i) => v.getDotPath(i) ?? "body"))];
  return new HttpError(400, "invalid_input", {
    message: (locale) => profileMessage(locale, field, reason),
    field,
    fields,
  });
}

async function profileOf(ctx: RequestContext, user: User) {
  return (await findZakatProfile(ctx.services.db.sql, user.id)) ?? defaultZakatProfile(todayIso(ctx.services.now()));
}

async function getProfile(ctx: RequestContext, user: User): Promise<Response> {
  return json(await profileOf(ctx, user));
}

async function putProfile(ctx: RequestContext, user: User): Promise<Response> {
  const raw = await readJson(ctx.req, v.unknown());
  const parsed = v.safeParse(ZakatProfileBody, raw);
  if (!parsed.success) throw profileError(parsed.issues);
  const { updatedAt: _ignored, ...profile } = parsed.output;
  const now = ctx.services.now();
  await saveZakatProfile(ctx.services.db.sql, user.id, profile as ZakatProfile, now);
  return json({ ...profile, updatedAt: now });
}

async function report(ctx: RequestContext, user: User): Promise<Response> {
  const { query, date } = zakatQuery(ctx, WealthZakatQuery, ["date", "year"]);
  const profile = await profileOf(ctx, user);
  const rows = await listPortfolios(ctx.services.db.sql, user.id);
  const data = [];
  for (const r of rows) data.push(await dataOf(ctx, r.row));
  return json(await computeWealthZakat(view(ctx), data, profile, { date, year: query.year ?? "lunar" }));
}

const Z = "/work/zakat";
export const zakatRoutes: Route[] = [
  route({ method: "GET", path: `${Z}/profile`, access: "user", handler: getProfile }),
  route({ method: "PUT", path: `${Z}/profile`, access: "user", handler: putProfile }),
  route({ method: "GET", path: `${Z}/report`, access: "user", handler: report }),
];
