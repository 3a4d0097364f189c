// The partner screener's calls (docs/api.md, Screener): the field registry, a page of a screen,
// its CSV export, and saved screens. Bodies are checked by checkScreenQuery so every 400 names
// the field at fault in the caller's language.
import type { Locales } from "../../i18n/i18n-types";
import type { Partner } from "../../shared/accounts";
import { nameProblem } from "../../shared/fields";
import {
  checkScreenQuery,
  fieldDef,
  MAX_SAVED_SCREENS,
  MAX_SCREEN_NAME,
  rowFields,
  type SavedScreen,
  SCREEN_FIELD_KEYS,
  type ScreenField,
  type ScreenMarket,
  type ScreenProblem,
  type ScreenQuery,
  usesShariah,
  valueKey,
} from "../../shared/screener";
import { isUniqueViolation } from "../db/unique";
import { fundamentalsBook } from "../fundamentals/routes";
import { readLimited } from "../http/body";
import { type AreaErrorCode, type ErrorFields, HttpError, json } from "../http/errors";
import { withoutIdleCut } from "../http/idle-cut";
import { type RequestContext, type Route, route } from "../http/router";
import { serverTexts } from "../texts";
import { csvStream, inTurn, takeExportSlot } from "./csv-export";
import type { ScreenEngine } from "./engine";
import { deleteSavedScreen, insertSavedScreen, savedScreens, updateSavedScreen } from "./saved-screens-store";

export function fieldLabel(locale: Locales, field: ScreenField): string {
  return (serverTexts(locale).screener.fields as Record<ScreenField, () => string>)[field]();
}

export function valueLabel(locale: Locales, value: string): string {
  const labels = serverTexts(locale).screener.values as Record<string, (() => string) | undefined>;
  return labels[valueKey(value)]?.() ?? value;
}

function unitLabel(locale: Locales, field: ScreenField, market: ScreenMarket): string {
  const def = fieldDef(field);
  if (def.kind === "set") return "";
  const t = serverTexts(locale).screener;
  if (def.unit === "currency") return t.currency[market]();
  return t.units[def.unit]();
}

/** The 400 of a refused screen body: code invalid_input, `field` the body path, a translated message. */
function problemError(problem: ScreenProblem): HttpError {
  const message = (locale: Locales) => {
    const t = serverTexts(locale).screener.errors;
    switch (problem.reason) {
      case "unknown_field":
        return t.unknownField({ name: problem.name });
      case "inverted":
        return t.inverted({ field: fieldLabel(locale, problem.field) });
      case "unknown_value":
        return t.unknownValue({ field: fieldLabel(locale, problem.field), value: problem.value });
      case "too_many_filters":
        return t.tooManyFilters({ max: problem.max });
      default:
        return t.invalid({ path: problem.path });
    }
  };
  return new HttpError(400, "invalid_input", { message, field: problem.path, fields: [problem.path] });
}

async function readBody(req: Request): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, "unsupported_media_type");
  try {
    return JSON.parse(await readLimited(req));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "invalid_json");
  }
}

function readQuery(raw: unknown, page: boolean): ScreenQuery & { page: number } {
  const checked = checkScreenQuery(raw, { page });
  if (!checked.ok) throw problemError(checked.problem);
  return checked.value;
}

async function fields(ctx: RequestContext): Promise<Response> {
  return json({
    fields: SCREEN_FIELD_KEYS.map((key) => ({
      key,
      ...fieldDef(key),
      label: { en: fieldLabel("en", key), ar: fieldLabel("ar", key) },
      unit:
        fieldDef(key).kind === "set"
          ? null
          : { en: unitLabel("en", key, "US"), ar: unitLabel("ar", key, "US"), currency: { US: "USD", SA: "SAR" } },
    })),
    locale: ctx.locale,
  });
}

/** The market's screen engine with the columns `query` needs: the per-session ones, and the
 * Shariah ones when the screen uses a Shariah field (from the fundamentals at hand). */
async function readyEngine(ctx: RequestContext, query: ScreenQuery): Promise<ScreenEngine> {
  const engine = ctx.services.market.screener;
  // Never waits for the history: its columns fill in the background (the answer's `history`).
  engine.ready();
  if (usesShariah(query)) {
    const book = fundamentalsBook(ctx);
    await engine.shariahReady((i) => book.shariahFiguresAtHand(i));
  }
  return engine;
}

async function run(ctx: RequestContext): Promise<Response> {
  const query = readQuery(await readBody(ctx.req), true);
  const engine = await readyEngine(ctx, query);
  return json(engine.run(query, query.page));
}

/**
 * The CSV of every match (src/server/screener/csv-export.ts): the partner's export slot and
 * minute are taken first (429 export_busy / export_limit), the matches copied at one state
 * version, and the file streamed in slices that leave the event loop free between them.
 */
async function exportCsv(ctx: RequestContext, partner: Partner): Promise<Response> {
  const query = readQuery(await readBody(ctx.req), false);
  const free = await takeExportSlot(ctx.services.rateLimiter, partner.id);
  try {
    const engine = await readyEngine(ctx, query);
    const { locale } = ctx;
    const columns = rowFields(query);
    const header = columns.map((f) => {
      const unit = unitLabel(locale, f, query.market);
      return unit ? `${fieldLabel(locale, f)} (${unit})` : fieldLabel(locale, f);
    });
    const body = csvStream({
      state: engine.state,
      locale,
      header,
      fields: columns,
      // In its own turn: several exports started at once copy their columns one after the other.
      snapshot: await inTurn(() => engine.exportSnapshot(query, columns)),
      setLabel: (value) => valueLabel(locale, value),
      simulated: ctx.services.market.provider.name === "sim",
      done: free,
      signal: ctx.req.signal,
    });
    const file = `screen-${query.market.toLowerCase()}-${new Date(ctx.services.now()).toISOString().slice(0, 10)}.csv`;
    // Ended by EXPORT_MAX_MS, not by the server's idle timeout (http/serve.ts).
    return withoutIdleCut(
      new Response(body, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${file}"`,
          "cache-control": "no-store",
        },
      }),
    );
  } catch (error) {
    await free();
    throw error;
  }
}

// Saved screens: owner-only (another partner's id is 404), names unique per partner ignoring
// case and surrounding spaces, at most MAX_SAVED_SCREENS, checked inside the insert.

function nameError(reason: "required" | "too_long"): HttpError {
  const message = (l: Locales) =>
    reason === "required"
      ? serverTexts(l).screener.errors.nameRequired()
      : serverTexts(l).screener.errors.nameTooLong({ max: MAX_SCREEN_NAME });
  return new HttpError(400, "invalid_input", { message, field: "name", fields: ["name"] });
}

function cleanName(raw: unknown): { name: string; key: string } {
  if (typeof raw !== "string") throw nameError("required");
  const name = raw.normalize("NFC").trim();
  const problem = nameProblem(name);
  if (problem) throw new HttpError(400, "invalid_input", { field: "name", problem });
  if (!name) throw nameError("required");
  if (name.length > MAX_SCREEN_NAME) throw nameError("too_long");
  return { name, key: name.toLowerCase() };
}

/** An error whose message lives in the screener namespace (not in the main dictionary, which
 * counts against the landing page's budget): the code is ours, the message always localised. */
function screenError(
  status: number,
  code: AreaErrorCode<"screener">,
  message: (locale: Locales) => string,
  extra: ErrorFields = {},
): HttpError {
  return new HttpError(status, code, { message, ...extra });
}

const taken = () =>
  screenError(409, "screen_name_taken", (l) => serverTexts(l).screener.errors.screen_name_taken(), { field: "name" });
const notFound = () => screenError(404, "screen_not_found", (l) => serverTexts(l).screener.errors.screen_not_found());

function readSavedBody(raw: unknown, needQuery: boolean): { name?: unknown; query?: ScreenQuery } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw problemError({ reason: "invalid", path: "body" });
  const body = raw as Record<string, unknown>;
  const extra = Object.keys(body).find((k) => k !== "name" && k !== "query");
  if (extra) throw problemError({ reason: "invalid", path: extra });
  if (body.query === undefined && needQuery) throw problemError({ reason: "invalid", path: "query" });
  if (body.query === undefined) return { name: body.name };
  const checked = checkScreenQuery(body.query);
  if (!checked.ok) throw problemError({ ...checked.problem, path: `query.${checked.problem.path}` } as ScreenProblem);
  const { page: _page, ...query } = checked.value;
  return { name: body.name, query };
}

async function listSaved(ctx: RequestContext, partner: Partner): Promise<Response> {
  const screens = await savedScreens(ctx.services.db.sql, partner.id);
  return json({ screens, max: MAX_SAVED_SCREENS });
}

async function createSaved(ctx: RequestContext, partner: Partner): Promise<Response> {
  const body = readSavedBody(await readBody(ctx.req), true);
  const { name, key } = cleanName(body.name);
  const { db, now } = ctx.services;
  const id = crypto.randomUUID();
  const at = now();
  const query = JSON.stringify(body.query);
  // The limit is checked inside the insert (saved-screens-store.ts); a name already taken is
  // the unique index's refusal.
  let screen: SavedScreen | null;
  try {
    screen = await insertSavedScreen(db, { id, partnerId: partner.id, name, key, query, at });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  if (!screen) {
    const message = (l: Locales) => serverTexts(l).screener.errors.screen_limit({ max: MAX_SAVED_SCREENS });
    throw screenError(409, "screen_limit", message, { max: MAX_SAVED_SCREENS });
  }
  return json({ screen }, 201);
}

async function updateSaved(ctx: RequestContext, partner: Partner): Promise<Response> {
  const id = ctx.params.id ?? "";
  const body = readSavedBody(await readBody(ctx.req), false);
  const clean = body.name === undefined ? null : cleanName(body.name);
  const { db, now } = ctx.services;
  const query = body.query ? JSON.stringify(body.query) : null;
  try {
    const screen = await updateSavedScreen(db.sql, {
      id,
      partnerId: partner.id,
      name: clean?.name ?? null,
      key: clean?.key ?? null,
      query,
      at: now(),
    });
    if (!screen) throw notFound();
    return json({ screen });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

async function deleteSaved(ctx: RequestContext, partner: Partner): Promise<Response> {
  const id = ctx.params.id ?? "";
  if (!(await deleteSavedScreen(ctx.services.db.sql, id, partner.id))) throw notFound();
  return json({ deleted: id });
}

export const screenerRoutes: Route[] = [
  route({ method: "GET", path: "/partner/screener/fields", access: "partner", handler: fields }),
  // Reads of the screener, whatever their method: every member of a team may run and export screens.
  route({ method: "POST", path: "/partner/screener/run", access: "partner", team: "viewer", handler: run }),
  route({ method: "POST", path: "/partner/screener/export", access: "partner", team: "viewer", handler: exportCsv }),
  route({ method: "GET", path: "/partner/screener/saved", access: "partner", handler: listSaved }),
  route({ method: "POST", path: "/partner/screener/saved", access: "partner", handler: createSaved }),
  route({ method: "PUT", path: "/partner/screener/saved/:id", access: "partner", handler: updateSaved }),
  route({ method: "DELETE", path: "/partner/screener/saved/:id", access: "partner", handler: deleteSaved }),
];
