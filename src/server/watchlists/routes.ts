// Watchlists of the logged-in user (docs/api.md, /work/*). Every call is owner-only: a list
// id of another user is answered 404, as if it did not exist. Names are compared ignoring
// case and surrounding spaces; at most MAX_WATCHLISTS lists per user and
// MAX_TICKERS_PER_WATCHLIST tickers per list. Writes answer only after their commit.

import type { SQL } from "bun";
import type { User } from "../../shared/accounts";
import type { HandlerInput } from "../../shared/contract";
import { nameProblem } from "../../shared/fields";
import { isScannerKey, type ScannerKey } from "../../shared/market";
import {
  MAX_TICKERS_PER_WATCHLIST,
  MAX_WATCHLIST_NAME,
  MAX_WATCHLISTS,
  type Watchlist,
  watchlistNameKey,
  watchlistsApi,
} from "../../shared/watchlists";
import { lockUser } from "../auth/users-store";
import { isUniqueViolation } from "../db/unique";
import { HttpError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { serverTexts } from "../texts";
import {
  deleteList,
  findOwnedList,
  insertList,
  insertTicker,
  type ListRow,
  listKeys,
  listsOf,
  lockWatchlist,
  nameTaken,
  removeTicker,
  renameList,
  type TickerRow,
  tickerPositions,
  tickersOf,
  tickersOfUser,
} from "./watchlists-store";

/** A trimmed name, or the localised 400 naming the field: 'Please enter a name.', too long,
 * or bidi/control/invisible-only characters. Trimmed first, then measured and compared, so a
 * space-prefixed copy of an existing name is that name (409), and a long name is refused, never cut. */
function cleanName(raw: string, field: "watchlistName" | "newWatchlistName"): { name: string; key: string } {
  const name = raw.normalize("NFC").trim();
  const problem = nameProblem(name);
  if (problem) throw new HttpError(400, "invalid_input", { field, problem });
  if (!name) throw new HttpError(400, "watchlist_name_required", { field });
  // UTF-16 code units, as the input's maxlength counts (src/shared/fields.ts).
  if (name.length > MAX_WATCHLIST_NAME) {
    throw new HttpError(400, "watchlist_name_too_long", { params: { max: MAX_WATCHLIST_NAME }, field });
  }
  return { name, key: watchlistNameKey(name) };
}

async function ownedList(sql: SQL, userId: string, watchlistId: string): Promise<ListRow> {
  const row = await findOwnedList(sql, userId, watchlistId);
  if (!row) throw new HttpError(404, "watchlist_not_found");
  return row;
}

function toWatchlist(list: ListRow, tickers: TickerRow[]): Watchlist {
  return {
    _id: list.id,
    watchlistName: list.name,
    tickers: tickers.map((t) => ({ tickerName: t.tickerName, selectedScanner: t.scanner as ScannerKey })),
  };
}

async function loadWatchlist(sql: SQL, list: ListRow): Promise<Watchlist> {
  return toWatchlist(list, await tickersOf(sql, list.id));
}

type Input<K extends keyof typeof watchlistsApi> = HandlerInput<(typeof watchlistsApi)[K]>;

async function createWatchlist(ctx: RequestContext, user: User, { body }: Input<"create">) {
  const { name, key } = cleanName(body.watchlistName, "watchlistName");
  const { db, now } = ctx.services;
  const id = crypto.randomUUID();
  try {
    await db.sql.begin(async (tx) => {
      await lockUser(db, tx, user.id);
      const lists = await listKeys(tx, user.id);
      if (lists.some((l) => l.nameKey === key)) throw new HttpError(409, "watchlist_name_taken");
      if (lists.length >= MAX_WATCHLISTS)
        throw new HttpError(409, "watchlist_limit", { params: { max: MAX_WATCHLISTS } });
      const position = lists.reduce((max, l) => Math.max(max, l.position), 0) + 1;
      await insertList(tx, { id, userId: user.id, name, nameKey: key, position, createdAt: now() });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, "watchlist_name_taken");
    throw error;
  }
  return { watchlist: toWatchlist({ id, name }, []) };
}

async function deleteWatchlist(ctx: RequestContext, user: User, { body }: Input<"remove">) {
  const { watchlistId } = body;
  const { sql } = ctx.services.db;
  await sql.begin(async (tx) => {
    await ownedList(tx, user.id, watchlistId);
    await deleteList(tx, user.id, watchlistId);
  });
  return { message: serverTexts(ctx.locale).scanner.watchlist.deleted() };
}

async function updateWatchlist(ctx: RequestContext, user: User, { body }: Input<"rename">) {
  const { name, key } = cleanName(body.newWatchlistName, "newWatchlistName");
  const { db } = ctx.services;
  try {
    const list = await db.sql.begin(async (tx) => {
      await lockUser(db, tx, user.id);
      const current = await ownedList(tx, user.id, body.watchlistId);
      if (await nameTaken(tx, user.id, key, current.id)) throw new HttpError(409, "watchlist_name_taken");
      await renameList(tx, current.id, name, key);
      return loadWatchlist(tx, { id: current.id, name });
    });
    return { watchlist: list };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, "watchlist_name_taken");
    throw error;
  }
}

async function getWatchlists(ctx: RequestContext, user: User) {
  const { sql } = ctx.services.db;
  const lists = await listsOf(sql, user.id);
  const tickers = await tickersOfUser(sql, user.id);
  const byList = Map.groupBy(tickers, (t) => t.watchlistId);
  return { watchlists: lists.map((l) => toWatchlist(l, byList.get(l.id) ?? [])) };
}

async function addTicker(ctx: RequestContext, user: User, { params, body }: Input<"addTicker">) {
  const { scanner } = params;
  if (!isScannerKey(scanner)) throw new HttpError(400, "watchlist_scanner_unknown");
  const { tickerName, watchlistId } = body;
  const { db, now, knownSymbol } = ctx.services;
  if (knownSymbol && !knownSymbol(tickerName))
    throw new HttpError(400, "watchlist_symbol_unknown", { params: { symbol: tickerName } });
  try {
    const list = await db.sql.begin(async (tx) => {
      const owned = await ownedList(tx, user.id, watchlistId);
      await lockWatchlist(db, tx, owned.id);
      const rows = await tickerPositions(tx, owned.id);
      if (rows.some((r) => r.tickerName === tickerName)) {
        throw new HttpError(409, "ticker_already_listed", { params: { symbol: tickerName } });
      }
      if (rows.length >= MAX_TICKERS_PER_WATCHLIST) {
        throw new HttpError(409, "watchlist_full", { params: { max: MAX_TICKERS_PER_WATCHLIST } });
      }
      const position = rows.reduce((max, r) => Math.max(max, r.position), 0) + 1;
      await insertTicker(tx, { watchlistId: owned.id, tickerName, scanner, position, addedAt: now() });
      return loadWatchlist(tx, owned);
    });
    return { watchlist: list };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, "ticker_already_listed", { params: { symbol: tickerName } });
    throw error;
  }
}

async function deleteTicker(ctx: RequestContext, user: User, { body }: Input<"removeTicker">) {
  const { tickerName, watchlistId } = body;
  const list = await ctx.services.db.sql.begin(async (tx) => {
    const owned = await ownedList(tx, user.id, watchlistId);
    if (!(await removeTicker(tx, owned.id, tickerName)))
      throw new HttpError(404, "ticker_not_listed", { params: { symbol: tickerName } });
    return loadWatchlist(tx, owned);
  });
  return { watchlist: list };
}

export const watchlistRoutes: Route[] = [
  route({ contract: watchlistsApi.create, access: "user", handler: createWatchlist }),
  route({ contract: watchlistsApi.remove, access: "user", handler: deleteWatchlist }),
  route({ contract: watchlistsApi.rename, access: "user", handler: updateWatchlist }),
  route({ contract: watchlistsApi.list, access: "user", handler: getWatchlists }),
  route({ contract: watchlistsApi.addTicker, access: "user", handler: addTicker }),
  route({ contract: watchlistsApi.removeTicker, access: "user", handler: deleteTicker }),
];
