// Sector weights: a donut of each sector's share of the market's capitalisation (SVG arcs,
// drawn clockwise from the top, counter-clockwise in Arabic) and a table of the same figures,
// so no reader depends on the colours (a palette for colour-vision deficiencies anyway).

import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { formatCompact, formatPercent } from "../../shared/format";
import type { SectorKey, SectorsResponse } from "../../shared/insights";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { Screen, Sheet } from "../kit/Page";
import { Table, TableWrap } from "../kit/Table";
import { PartnerFooter } from "../partner/PartnerFooter";
import { InsightsTexts, InsightTitle, Loaded, Ltr, MarketSwitch, useInsight } from "./shared";

/** Okabe–Ito's eight colours and three more of Paul Tol's, distinct for most readers. */
export const SECTOR_COLOURS: Record<SectorKey, string> = {
  T: "#0072B2",
  F: "#E69F00",
  H: "#009E73",
  Y: "#CC79A7",
  C: "#56B4E9",
  I: "#D55E00",
  E: "#F0E442",
  D: "#999999",
  U: "#882255",
  R: "#44AA99",
  M: "#332288",
};

const Layout = styled("div")`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: center;
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 22rem) minmax(0, 1fr);
  }
  svg {
    display: block;
    inline-size: min(100%, 22rem);
    block-size: auto;
    margin-inline: auto;
  }
  .swatch {
    display: inline-block;
    inline-size: 0.8rem;
    block-size: 0.8rem;
    border-radius: 2px;
    margin-inline-end: 0.4rem;
    vertical-align: middle;
  }
`;

/** The SVG path of a donut slice between two fractions of the turn (0 at the top). */
export function arcPath(from: number, to: number, outer = 100, inner = 60, clockwise = true): string {
  const point = (f: number, r: number) => {
    const a = 2 * Math.PI * (clockwise ? f : -f) - Math.PI / 2;
    return `${(110 + r * Math.cos(a)).toFixed(2)} ${(110 + r * Math.sin(a)).toFixed(2)}`;
  };
  const span = Math.min(to - from, 0.9999);
  const end = from + span;
  const large = span > 0.5 ? 1 : 0;
  const sweep = clockwise ? 1 : 0;
  return `M ${point(from, outer)} A ${outer} ${outer} 0 ${large} ${sweep} ${point(end, outer)} L ${point(end, inner)} A ${inner} ${inner} 0 ${large} ${1 - sweep} ${point(from, inner)} Z`;
}

function DonutScreen() {
  const { LL } = useI18nContext();
  const lang = useLang();
  const { product, provider } = useBrand();
  const view = useInsight<SectorsResponse>("sectors", { live: true });
  const t = LL.insights.donut;
  return (
    <Screen data-screen="Donut">
      <Sheet>
        <InsightTitle title={t.title()} />
        <MarketSwitch market={view.market} onSelect={view.selectMarket} />
        <Loaded view={view}>
          {(data) => {
            let at = 0;
            const label = t.label({ market: LL.insights.markets[data.market]() });
            return (
              <Layout>
                <svg viewBox="0 0 220 220" role="img" aria-label={label} data-testid="donut">
                  {data.sectors.map((x) => {
                    const from = at;
                    at += x.weight / 100;
                    return (
                      <path
                        key={x.sector}
                        d={arcPath(from, at, 100, 60, lang !== "ar")}
                        fill={SECTOR_COLOURS[x.sector]}
                        stroke="var(--p-bg)"
                        strokeWidth={1}
                      />
                    );
                  })}
                  <text x="110" y="104" textAnchor="middle" fontSize="11" fill="currentColor">
                    {t.total()}
                  </text>
                  <text x="110" y="124" textAnchor="middle" fontSize="15" fontWeight="700" fill="currentColor">
                    {formatCompact(data.total, lang, { decimals: 1, currency: data.currency })}
                  </text>
                </svg>
                <TableWrap $look="partner" tabIndex={0} role="region" aria-label={label}>
                  <Table $look="partner">
                    <thead>
                      <tr>
                        <th scope="col">{t.sector()}</th>
                        <th scope="col">{t.weight()}</th>
                        <th scope="col">{t.marketCap()}</th>
                        <th scope="col">{t.companies()}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.sectors.map((x) => (
                        <tr key={x.sector} data-sector={x.sector}>
                          <td>
                            <span className="swatch" style={{ background: SECTOR_COLOURS[x.sector] }} />
                            {LL.insights.sectors[x.sector]()}
                          </td>
                          <td className="num">
                            <Ltr>{formatPercent(x.weight, { grouping: false })}</Ltr>
                          </td>
                          <td className="num">
                            <Ltr>{formatCompact(x.marketCap, lang, { decimals: 1, currency: data.currency })}</Ltr>
                          </td>
                          <td className="num">{x.count}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableWrap>
              </Layout>
            );
          }}
        </Loaded>
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
    </Screen>
  );
}

export function Donut() {
  return (
    <InsightsTexts>
      <DonutScreen />
    </InsightsTexts>
  );
}
