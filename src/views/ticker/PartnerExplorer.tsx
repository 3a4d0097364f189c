// /partner/tools/explorer?symbol=…: the ticker view inside the partner layout. Partners have
// no watchlists, so the view comes without the watchlist button; without a symbol it says
// where symbols come from (every symbol of the partner calendars links here). The chart's
// indicators are in the address too (?ind=), and kept in this browser.
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useI18nContext } from "../../i18n/i18n-react";
import { formatIndicators } from "../../shared/chart-indicators";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { TickerView } from "./TickerView";

export function PartnerExplorer() {
  return (
    <WithTexts namespace={["ticker", "fundamentals"]}>
      <Explorer />
    </WithTexts>
  );
}

function Explorer() {
  const { LL } = useI18nContext();
  const { symbol, ind } = useSearch({ from: "/partner-layout/partner/tools/explorer" });
  const navigate = useNavigate({ from: "/partner/tools/explorer" });
  if (!symbol) {
    return (
      <section style={{ padding: "2rem" }}>
        <h1>{LL.partner.nav.pages.explorer()}</h1>
        <Muted>{LL.ticker.explorerPrompt()}</Muted>
      </section>
    );
  }
  const upper = symbol.toUpperCase();
  // Partners have no user row: their choice of indicators is kept in the browser.
  return (
    <TickerView
      key={upper}
      symbol={upper}
      ind={ind}
      keepIndicators="browser"
      onIndicatorsUrl={(list) =>
        navigate({ search: (prev) => ({ ...prev, ind: formatIndicators(list) }), replace: true })
      }
    />
  );
}
