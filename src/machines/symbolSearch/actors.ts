// The company search as an actor: a user's screens ask GET /work/search, a partner's ask
// GET /partner/fundamentals/search (the same matching, each behind its own access). The actor's
// signal cancels the call when a newer query replaces it.
import { fromPromise } from "xstate";
import { searchCompanies } from "../../client/fundamentals";
import { searchSymbols } from "../../client/scanner";
import type { CompanyRef } from "../../shared/fundamentals";

/** Whose search: a signed-in user's (watchlists, portfolio) or a partner's (comparator, fundamentals). */
export type SearchScope = "user" | "partner";

export const searchCompaniesFor = fromPromise<CompanyRef[], { query: string; scope: SearchScope }>(
  async ({ input, signal }) =>
    input.scope === "partner"
      ? searchCompanies(input.query, signal)
      : ((await searchSymbols(input.query, signal)).results ?? []),
);
