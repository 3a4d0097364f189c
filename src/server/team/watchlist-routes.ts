// The team watchlist's calls (docs/api.md, "Partner team"): lists shared by a partner's whole
// team. Everyone of the team reads them and exports a list as CSV; the writes are the pipeline's
// default for a partner write (editors and the partner account: team/guard.ts).
import type { Locales } from "../../i18n/i18n-types";
import type { Partner } from "../../shared/accounts";
import { csvCell } from "../../shared/csv";
import { exchangeZone, formatDateTime } from "../../shared/datetime";
import { SYMBOL_PATTERN } from "../../shared/market";
import {
  addSymbolSchema,
  noteSchema,
  TEAM,
  type TeamWatchlist,
  type TeamWatchlistsResponse,
  watchlistNameSchema,
} from "../../shared/partner-team";
import { isUniqueViolation } from "../db/unique";
import { readJson } from "../http/body";
import { json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import type { MarketState } from "../market/state";
import { teamError, teamTexts } from "./errors";
import {
  addSymbol,
  deleteList,
  insertList,
  type ListRow,
  removeSymbol,
  renameList,
  setNote,
  teamLists,
} from "./watchlists-store";

function describeList(state: MarketState, row: ListRow): TeamWatchlist {
  return {
    id: row.id,
    name: row.name,
    updatedAt: row.updatedAt,
    symbols: row.symbols.map((s) => {
      const i = state.index.get(s.symbol);
      const named = i === undefined ? { name: s.symbol } : state.names[i]!;
      const currency = i === undefined ? (/\.SR$/.test(s.symbol) ? "SAR" : "USD") : state.currencies[i]!;
      return { ...s, ...named, currency };
    }),
  };
}

async function lists(ctx: RequestContext, partner: Partner): Promise<Response> {
  const rows = await teamLists(ctx.services.db.sql, partner.id);
  const state = ctx.services.market.state;
  const body: TeamWatchlistsResponse = {
    lists: rows.map((r) => describeList(state, r)),
    canEdit: partner.member?.role !== "viewer",
  };
  return json(body);
}

async function findList(ctx: RequestContext, partner: Partner, id: string): Promise<TeamWatchlist> {
  const row = (await teamLists(ctx.services.db.sql, partner.id)).find((l) => l.id === id);
  if (!row) throw teamError(404, "team_list_not_found");
  return describeList(ctx.services.market.state, row);
}

const nameKey = (name: string) => name.normalize("NFC").toLowerCase();

async function create(ctx: RequestContext, partner: Partner): Promise<Response> {
  const { name } = await readJson(ctx.req, watchlistNameSchema);
  const id = crypto.randomUUID();
  try {
    const ok = await insertList(ctx.services.db, {
      id,
      partnerId: partner.id,
      name: name.normalize("NFC"),
      key: nameKey(name),
      at: ctx.services.now(),
    });
    if (!ok) throw teamError(409, "team_list_limit", undefined, { max: TEAM.maxWatchlists });
  } catch (error) {
    if (isUniqueViolation(error)) throw teamError(409, "team_list_name_taken", "name");
    throw error;
  }
  return json({ list: await findList(ctx, partner, id) }, 201);
}

async function rename(ctx: RequestContext, partner: Partner): Promise<Response> {
  const { name } = await readJson(ctx.req, watchlistNameSchema);
  const id = ctx.params.id ?? "";
  try {
    const ok = await renameList(ctx.services.db.sql, {
      id,
      partnerId: partner.id,
      name: name.normalize("NFC"),
      key: nameKey(name),
      at: ctx.services.now(),
    });
    if (!ok) throw teamError(404, "team_list_not_found");
  } catch (error) {
    if (isUniqueViolation(error)) throw teamError(409, "team_list_name_taken", "name");
    throw error;
  }
  return json({ list: await findList(ctx, partner, id) });
}

async function remove(ctx: RequestContext, partner: Partner): Promise<Response> {
  const id = ctx.params.id ?? "";
  if (!(await deleteList(ctx.services.db.sql, id, partner.id))) throw teamError(404, "team_list_not_found");
  return json({ removed: id });
}

async function add(ctx: RequestContext, partner: Partner): Promise<Response> {
  const { symbol, note } = await readJson(ctx.req, addSymbolSchema);
  const id = ctx.params.id ?? "";
  if (ctx.services.market.state.index.get(symbol) === undefined) throw teamError(400, "team_symbol_unknown", "symbol");
  const outcome = await addSymbol(ctx.services.db, {
    listId: id,
    partnerId: partner.id,
    symbol,
    note,
    at: ctx.services.now(),
  });
  if (outcome === "no_list") throw teamError(404, "team_list_not_found");
  if (outcome === "exists") throw teamError(409, "team_symbol_exists", "symbol");
  if (outcome === "full") throw teamError(409, "team_symbol_limit", "symbol", { max: TEAM.maxSymbols });
  return json({ list: await findList(ctx, partner, id) }, 201);
}

/** The symbol of the address; one that cannot be a symbol (a NUL byte, say, which PostgreSQL
 * refuses in text) is no symbol of any list: 404, never sent to the database. */
function symbolParam(ctx: RequestContext): string {
  let symbol: string;
  try {
    symbol = decodeURIComponent(ctx.params.symbol ?? "").toUpperCase();
  } catch {
    throw teamError(404, "team_symbol_not_found");
  }
  if (!SYMBOL_PATTERN.test(symbol)) throw teamError(404, "team_symbol_not_found");
  return symbol;
}

async function note(ctx: RequestContext, partner: Partner): Promise<Response> {
  const body = await readJson(ctx.req, noteSchema);
  const id = ctx.params.id ?? "";
  const ok = await setNote(ctx.services.db.sql, {
    listId: id,
    partnerId: partner.id,
    symbol: symbolParam(ctx),
    note: body.note,
    at: ctx.services.now(),
  });
  if (!ok) throw teamError(404, "team_symbol_not_found");
  return json({ list: await findList(ctx, partner, id) });
}

async function drop(ctx: RequestContext, partner: Partner): Promise<Response> {
  const id = ctx.params.id ?? "";
  if (!(await removeSymbol(ctx.services.db.sql, id, partner.id, symbolParam(ctx))))
    throw teamError(404, "team_symbol_not_found");
  return json({ list: await findList(ctx, partner, id) });
}

/** The list as CSV in the caller's language: each row its currency, its price's time on its
 * exchange's clock with the zone named, and "simulated" where the prices are. */
function listCsv(list: TeamWatchlist, state: MarketState, locale: Locales, simulated: boolean): string {
  const t = teamTexts(locale).watchlist.csv;
  const header = [t.symbol(), t.name(), t.currency(), t.price(), t.change(), t.time(), t.zone(), t.note()];
  if (simulated) header.push(t.simulated());
  const lines = [header.map(csvCell).join(",")];
  for (const s of list.symbols) {
    const i = state.index.get(s.symbol);
    const zone = exchangeZone(s.symbol);
    const name = locale === "ar" && s.nameAr ? s.nameAr : s.name;
    const price = i === undefined ? null : Math.round(state.price[i]! * 100) / 100;
    const change = i === undefined ? null : Math.round(state.changePercent(i) * 100) / 100;
    const time = i === undefined ? null : formatDateTime(state.ts, locale, zone, { seconds: true, reader: zone });
    const row = [s.symbol, name, s.currency, price, change, time, zone, s.note];
    if (simulated) row.push(t.simulated());
    lines.push(row.map(csvCell).join(","));
  }
  // A byte order mark, so spreadsheets read the Arabic names as UTF-8.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

async function exportCsv(ctx: RequestContext, partner: Partner): Promise<Response> {
  const list = await findList(ctx, partner, ctx.params.id ?? "");
  const { market } = ctx.services;
  const body = listCsv(list, market.state, ctx.locale, market.provider.name === "sim");
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="team-watchlist.csv"`,
      "cache-control": "no-store",
    },
  });
}

const LIST = "/partner/team/watchlists/:id";
const SYMBOL = "/partner/team/watchlists/:id/symbols/:symbol";

export const teamWatchlistRoutes: Route[] = [
  route({ method: "GET", path: "/partner/team/watchlists", access: "partner", handler: lists }),
  route({ method: "POST", path: "/partner/team/watchlists", access: "partner", handler: create }),
  route({ method: "PUT", path: LIST, access: "partner", handler: rename }),
  route({ method: "DELETE", path: LIST, access: "partner", handler: remove }),
  route({ method: "GET", path: `${LIST}/export`, access: "partner", handler: exportCsv }),
  route({ method: "POST", path: `${LIST}/symbols`, access: "partner", handler: add }),
  route({ method: "PUT", path: SYMBOL, access: "partner", handler: note }),
  route({ method: "DELETE", path: SYMBOL, access: "partner", handler: drop }),
];
