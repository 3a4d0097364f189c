// The business activity of each company (the Shariah screen's business test, src/shared/shariah.ts)
// and the layout of its statements. Read by every fundamentals source: the listed companies'
// activities are known here, a real provider's profile only fills in the others.
import type { StatementShape } from "../../shared/fundamentals";
import type { Industry } from "../../shared/shariah";
import { hashString } from "../market/random";
import { type Company, REAL_COMPANIES } from "../market/universe";

/** Business activities of the listed companies the screen must not take for `general`. */
const INDUSTRY_OF: Record<string, Industry> = {};
const assign = (industry: Industry, symbols: string) => {
  for (const s of symbols.split(" ")) INDUSTRY_OF[s] = industry;
};
assign(
  "conventional-bank",
  "JPM BAC WFC C GS MS USB PNC COF TFC BK STT FITB MTB HBAN RF KEY CFG SYF DFS ALLY ZION SCHW SOFI",
);
assign("conventional-insurance", "BRK-B PGR CB MET PRU AIG AFL ALL TRV HIG MKL WRB CINF L AON MMC");
// The Exchange's banks are conventional unless they operate entirely under a Shariah board
// (Al Rajhi, Alinma, Albilad, Aljazira); its insurers are cooperative (SAMA's cooperative
// model), the market's takaful form.
const ISLAMIC_BANKS = new Set(["1120.SR", "1150.SR", "1140.SR", "1020.SR"]);
for (const c of REAL_COMPANIES) {
  if (c.industryGroup === "BNK")
    INDUSTRY_OF[c.symbol] = ISLAMIC_BANKS.has(c.symbol) ? "islamic-bank" : "conventional-bank";
  else if (c.industryGroup === "INS") INDUSTRY_OF[c.symbol] = "takaful";
}
assign("asset-management", "BLK KKR BX APO ARES TROW AMP IVZ BEN RJF 4280.SR");
assign("payments", "V MA AXP PYPL FIS FI GPN COIN HOOD");
assign("exchange", "SPGI ICE CME MCO MSCI NDAQ 1111.SR");
assign("tobacco", "PM MO");
assign("alcohol", "STZ BUD DEO TAP BF-B");
assign("gambling", "LVS WYNN MGM DKNG CZR");
assign("weapons", "LMT NOC GD RTX LHX HII");
assign("pork", "HRL");

/** The business activity of a listed company the table above names, else undefined. */
export function knownIndustry(symbol: string): Industry | undefined {
  return INDUSTRY_OF[symbol];
}

export function industryOf(c: Company): Industry {
  const known = INDUSTRY_OF[c.symbol];
  if (known) return known;
  if (c.synthetic && c.sector === "F") {
    const kinds: Industry[] = ["conventional-bank", "conventional-insurance", "asset-management", "payments"];
    return kinds[hashString(c.symbol) % kinds.length]!;
  }
  return "general";
}

/** Insurance brokers and a conglomerate: classed with insurance, not underwriters. */
const NOT_UNDERWRITERS = new Set(["AON", "MMC", "BRK-B"]);
/** Real-estate companies of the US list that are not REITs (services). */
const NOT_REITS = new Set(["CBRE", "CSGP"]);

/** Saudi Exchange listings whose issuer is domiciled abroad: Americana Restaurants International
 * PLC is incorporated in the Abu Dhabi Global Market (its 2022 listing prospectus), so it does not
 * pay zakat to ZATCA on its shareholders' behalf. */
const DOMICILED_ABROAD = new Set(["6015.SR"]);

/** Whether the issuer is a company domiciled in Saudi Arabia (a Saudi Exchange listing not in the
 * table above); a company listed elsewhere counts as domiciled abroad. */
export const domiciledInSaudiArabia = (c: Company): boolean =>
  c.exchange === "Saudi" && !DOMICILED_ABROAD.has(c.symbol);

/** The layout of a company's statements: banks, insurers and REITs have their own lines. */
export function statementShape(c: Company, industry: Industry = industryOf(c)): StatementShape {
  if (industry === "conventional-bank" || industry === "islamic-bank") return "bank";
  if ((industry === "conventional-insurance" || industry === "takaful") && !NOT_UNDERWRITERS.has(c.symbol))
    return "insurance";
  if (c.industryGroup === "REIT") return "reit";
  if (c.exchange !== "Saudi" && c.sector === "R" && !NOT_REITS.has(c.symbol)) return "reit";
  return "general";
}
