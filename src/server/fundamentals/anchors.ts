// Anchors of the simulated statements (simulated.ts): approximate public figures of the largest
// companies of each market (at least the 50 largest by the universe's market cap), from their
// latest annual reports, in the listing currency. Approximate (about ±10 %), rounded as a reader
// of the reports would quote them; nothing here is a precise reported figure.
//
// One company a line:
// SYMBOL|Fiscal year|Revenue|Net income|Total assets|Equity|Shares (M)|Dividend per share
// Revenue, net income, assets and equity in billions (USD for the US listings, SAR for the Saudi
// ones); the fiscal year is that of the annual report the figures come from. Net income is the
// shareholders' share; equity the shareholders' equity (negative where the company reports a
// deficit). For banks revenue is the total operating income; for insurers the insurance revenue
// plus investment income. The dividend per share is the current annual rate.
// Foreign companies listed in the US through ADRs (TSM, SHEL, ASML, BABA, SAP, AZN, TM, NVS, NVO)
// are given per ADR in USD, converted at the year's average rate: their shares are ADR
// equivalents. Alphabet's two classes share one line of figures (per share, all classes).

export interface Anchor {
  symbol: string;
  /** The fiscal year of the annual report the figures come from. */
  year: string;
  /** Amounts in the listing currency (units, not billions). */
  revenue: number;
  netIncome: number;
  assets: number;
  equity: number;
  /** Shares outstanding (units) the figures are per share of. */
  shares: number;
  dividendPerShare: number;
}

const US = `
NVDA|FY2025|130.5|72.9|111.6|79.3|24400|0.04
AAPL|FY2025|416|112|359|74|14900|1.04
MSFT|FY2025|281.7|101.8|619|343.5|7430|3.32
AMZN|2024|638|59.2|625|286|10600|0
META|2024|164.5|62.4|276|182.6|2520|2.1
AVGO|FY2025|63.9|23.1|171|81|4700|2.36
TSM|2024|90|36.5|204|125|5190|2.9
GOOGL|2024|350|100.1|450|325|12200|0.84
GOOG|2024|350|100.1|450|325|12200|0.84
TSLA|2024|97.7|7.1|122.1|72.9|3220|0
JPM|2024|177.6|58.5|4003|344.8|2800|6
WMT|FY2025|681|19.4|260.8|91|8030|0.94
LLY|2024|45|10.6|78.7|14.2|900|6
ORCL|FY2025|57.4|12.4|168.4|20.5|2810|2
V|FY2025|40|20.1|99.6|37.9|1950|2.36
BRK-B|2024|371.4|89|1154|649.4|2157|0
MA|2024|28.2|12.9|48.1|6.5|917|3.04
NFLX|2024|39|8.7|53.6|24.7|428|0
XOM|2024|349.6|33.7|453.5|263.7|4350|3.96
JNJ|2024|88.8|14.1|180.1|71.5|2410|5.2
PLTR|2024|2.87|0.46|6.34|5|2370|0
SHEL|2024|284.3|16.1|387.6|178.3|2950|2.86
COST|FY2025|275.2|8.1|77.1|29.2|443|5.2
ABBV|2024|56.3|4.28|135.2|3.3|1770|6.56
HD|FY2024|159.5|14.8|96.1|6.6|994|9.2
BAC|2024|101.9|27.1|3261|295.6|7600|1.12
ASML|2024|30.6|8.2|52.5|20|393|7
BABA|FY2025|137|17.3|248|137|2330|1.05
PG|FY2025|84.3|16|125.2|52|2340|4.23
SAP|2024|37|3.4|80|47.5|1170|2.54
GE|2024|38.7|6.6|123.1|19.3|1075|1.44
UNH|2024|400.3|14.4|298.3|92.7|920|8.84
KO|2024|47.1|10.6|100.5|24.9|4310|2.04
CSCO|FY2025|56.7|10.2|122.3|46.8|3960|1.64
CVX|2024|202.8|17.7|256.9|152.3|1760|6.84
AZN|2024|54.1|7|104|41.3|3100|1.55
WFC|2024|82.3|19.7|1930|181.1|3300|1.6
AMD|2024|25.8|1.64|69.2|57.6|1620|0
TMUS|2024|81.4|11.3|208|61.7|1140|3.52
TM|FY2025|320|31.8|624|246|1310|6
PM|2024|37.9|7.1|61.8|-10|1555|5.64
IBM|2024|62.8|6|137.2|27.3|927|6.72
NVS|2024|50.3|11.9|101.9|44.1|1970|4
MS|2024|61.8|13.4|1215|104.5|1610|4
AXP|2024|65.9|10.1|271.5|30.3|703|3.28
CRM|FY2025|37.9|6.2|102.9|61.2|960|1.66
GS|2024|53.5|14.3|1676|122|313|16
ABT|2024|42|13.4|81.4|47.7|1740|2.36
MRK|2024|64.2|17.1|117.1|46.3|2530|3.24
MCD|2024|25.9|8.2|55.2|-3.8|715|7.08
LIN|2024|33|6.6|80.1|38.1|476|6
RTX|2024|80.7|4.8|162.9|60.2|1335|2.72
NVO|2024|42.1|14.6|67.5|20.8|4440|1.65
DIS|FY2024|91.4|4.97|196.2|100.7|1810|1
CAT|2024|64.8|10.8|87.8|19.5|470|6.04
`;

// Saudi Electricity: equity without the government's mudaraba instrument, net income after its
// return. Aramco's dividend is the 2025 base rate (2024 also paid a performance dividend).
const SAUDI = `
2222.SR|2024|1801|398|2470|1500|242000|1.32
1120.SR|2024|30|19.7|971|113|4000|2.5
1180.SR|2024|36|21.2|1160|200|6000|1.9
7010.SR|2024|75.9|24.7|170|96|4987|1.6
1211.SR|2024|32.8|4.5|137|67|3870|0
2082.SR|2024|6.3|1.76|70|29|732|0.44
2010.SR|2024|140|1.54|302|160|3000|2.5
4013.SR|2024|11.2|2.3|19.5|7.8|350|6
1010.SR|2024|17.5|9.3|456|66|3000|1.6
7203.SR|2024|7.5|1.9|11|6|80|10
1060.SR|2024|11.8|8.1|400|63|2055|1.7
5110.SR|2024|88.7|5|580|80|4166|0.7
1150.SR|2024|11.5|5.8|271|42|2500|1
2280.SR|2024|21|2.3|38|19|1000|1
2020.SR|2024|10.9|3|20|17|476|5
7020.SR|2024|17.5|2.8|43|20|770|2
1080.SR|2024|8.7|4.9|240|38|1960|1.1
1050.SR|2024|8.1|4.4|290|45|2410|0.9
1140.SR|2024|5.5|2.9|160|20|1250|0.5
7202.SR|2024|12|1.6|11|3.5|120|9
4280.SR|2024|2.6|1.1|48|32|3706|0.28
8210.SR|2024|19.5|1.2|20|5.3|150|4
4250.SR|2024|2.4|0.55|42|13|1155|0
1111.SR|2024|1.3|0.5|4.5|3|120|3.5
4142.SR|2024|9.4|0.8|6|2.8|150|3
8010.SR|2024|15.5|1.2|22|4.6|150|2
4030.SR|2024|9.5|1.7|30|16|787|1
2290.SR|2024|5.6|0.3|10|8.5|562|1.5
2223.SR|2024|8.9|1|7|4.5|169|7
6015.SR|2024|8.1|0.7|7.1|2.3|8424|0.05
8230.SR|2024|3.2|0.35|7|1.5|130|0
2382.SR|2024|6.2|0.95|20|5.5|1129|0.2
1030.SR|2024|3.9|2|135|17|1250|0.75
4300.SR|2024|2.7|0.55|36|20|1080|0
4164.SR|2024|9.3|0.85|7|2.5|130|4
4190.SR|2024|11|1|5.3|2.3|1200|0.8
2310.SR|2024|7.5|0.5|22|14|733|1
4263.SR|2024|1.6|0.64|3.5|1.5|80|5
4210.SR|2024|4.1|0.63|8|4|80|0
4002.SR|2024|3|0.7|6.5|4|200|1
4220.SR|2024|0.4|-1.1|15|1.5|1133|0
4100.SR|2024|0.5|0.29|3.5|3.1|165|1.5
7040.SR|2024|2.5|0.4|3.5|1.5|157|1
4004.SR|2024|3.2|0.38|6.5|3.1|97.6|2
1212.SR|2024|3.2|0.58|4.2|2.8|80|3
2050.SR|2024|27|1.4|28|9|534|0
1020.SR|2024|3.9|1.2|150|17|1025|0
4072.SR|2024|4.3|0.85|10|6|332.5|0
4071.SR|2024|1.3|0.33|4|1.1|110|2
4200.SR|2024|18.5|0.5|9|2.2|100|1
`;

function parse(block: string): Anchor[] {
  return block
    .trim()
    .split("\n")
    .map((line) => {
      const [symbol, year, revenue, netIncome, assets, equity, shares, dps] = line.split("|") as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      return {
        symbol,
        year,
        revenue: Number(revenue) * 1e9,
        netIncome: Number(netIncome) * 1e9,
        assets: Number(assets) * 1e9,
        equity: Number(equity) * 1e9,
        shares: Number(shares) * 1e6,
        dividendPerShare: Number(dps),
      };
    });
}

export const ANCHORS: ReadonlyMap<string, Anchor> = new Map([...parse(US), ...parse(SAUDI)].map((a) => [a.symbol, a]));

/** The anchor of a listed company, or undefined (the simulation then scales from its market cap). */
export function anchorOf(symbol: string): Anchor | undefined {
  return ANCHORS.get(symbol);
}
