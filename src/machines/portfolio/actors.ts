// The portfolio calls (src/client/portfolio.ts, which checks every answer against its schema) as
// actors for the portfolio machines.
import { fromPromise } from "xstate";
import type { PortfolioDetails, PortfolioWrite, ZakatParams } from "../../client/portfolio";
import * as portfolio from "../../client/portfolio";
import type {
  ImportResult,
  Portfolio,
  Transaction,
  TransactionInput,
  WealthZakatReport,
  ZakatMethod,
  ZakatProfile,
  ZakatProfileAnswer,
  ZakatReport,
  ZakatYear,
  ZakatYearSummary,
} from "../../shared/portfolio";

export type { PortfolioDetails };

export const fetchPortfolios = fromPromise<Portfolio[]>(({ signal }) => portfolio.listPortfolios(signal));

export const fetchDetails = fromPromise<PortfolioDetails, { id: string }>(({ input, signal }) =>
  portfolio.loadDetails(input.id, signal),
);

export const savePortfolio = fromPromise<Portfolio, PortfolioWrite>(({ input, signal }) =>
  portfolio.savePortfolio(input, signal),
);

export const deletePortfolio = fromPromise<string, { id: string }>(async ({ input, signal }) => {
  await portfolio.deletePortfolio(input.id, signal);
  return input.id;
});

export const saveTransaction = fromPromise<
  Transaction,
  { portfolioId: string; id: string | null; body: TransactionInput }
>(({ input, signal }) => portfolio.saveTransaction(input.portfolioId, input.id, input.body, signal));

export const deleteTransaction = fromPromise<string, { portfolioId: string; id: string }>(async ({ input, signal }) => {
  await portfolio.deleteTransaction(input.portfolioId, input.id, signal);
  return input.id;
});

/** The CSV as the server writes it (the view saves it as a file). */
export const exportCsv = fromPromise<string, { id: string }>(({ input, signal }) =>
  portfolio.exportCsv(input.id, signal),
);

export const importCsv = fromPromise<ImportResult, { id: string; csv: string; dryRun: boolean }>(({ input, signal }) =>
  portfolio.importCsv(input.id, input.csv, input.dryRun, signal),
);

export const fetchZakat = fromPromise<ZakatReport, ZakatParams>(({ input, signal }) => portfolio.zakat(input, signal));

export const saveZakatMethod = fromPromise<
  { symbol: string; method: ZakatMethod },
  { id: string; symbol: string; method: ZakatMethod }
>(async ({ input, signal }) => {
  await portfolio.saveZakatMethod(input.id, input.symbol, input.method, signal);
  return { symbol: input.symbol, method: input.method };
});

export const fetchZakatProfile = fromPromise<ZakatProfileAnswer>(({ signal }) => portfolio.zakatProfile(signal));

export const saveZakatProfile = fromPromise<ZakatProfileAnswer, ZakatProfile>(({ input, signal }) =>
  portfolio.saveZakatProfile(input, signal),
);

export const fetchWealthZakat = fromPromise<WealthZakatReport, { date: string; year: ZakatYear }>(({ input, signal }) =>
  portfolio.wealthZakat(input, signal),
);

/** The saved zakat years, the profile (whose hawl day says when the first is saved) and the
 * reports of the years read with them (a year whose report could not be read is left out, and
 * read again when opened). */
export interface ZakatYearsList {
  years: ZakatYearSummary[];
  profile: ZakatProfileAnswer;
  reports: Record<number, WealthZakatReport>;
}

/** The newest years whose reports are read with the list (their nisab and rate are on the cards). */
const YEARS_READ_WITH_LIST = 10;

export const fetchZakatYears = fromPromise<ZakatYearsList>(async ({ signal }) => {
  const [years, profile] = await Promise.all([portfolio.zakatYears(signal), portfolio.zakatProfile(signal)]);
  const read = await Promise.all(
    years.slice(0, YEARS_READ_WITH_LIST).map((y) =>
      portfolio.zakatYearReport(y.hijriYear, signal).then(
        (report) => [y.hijriYear, report] as const,
        () => null,
      ),
    ),
  );
  return { years, profile, reports: Object.fromEntries(read.filter((r) => r !== null)) };
});

export const fetchZakatYear = fromPromise<WealthZakatReport, { hijriYear: number }>(({ input, signal }) =>
  portfolio.zakatYearReport(input.hijriYear, signal),
);
