// The scanners of /work (docs/api.md, "Scanners") and the symbol search of the pickers.
import { companySearchApi } from "../shared/fundamentals";
import { marketApi, type ScannerKey } from "../shared/market";
import { type ScannerSort, sortDirParam } from "../shared/scanner-rules";
import { request } from "./http";

export const scannerPage = (scanner: ScannerKey, page: number, sort: ScannerSort | null, signal?: AbortSignal) =>
  request(
    marketApi.scanner,
    {
      params: { scanner },
      query: {
        page: String(page),
        ...(sort ? { sort: sort.column, dir: sortDirParam(sort.direction) } : {}),
      },
    },
    signal,
  );

/** Symbols and names that match what was typed. */
export const searchSymbols = (q: string, signal?: AbortSignal) =>
  request(companySearchApi.user, { query: { q } }, signal);
