// /partner/tools/explorer?symbol=…: the ticker view inside the partner layout. Partners have
// no watchlists, so the view comes without the watchlist button; without a symbol it says
// where symbols come from (every symbol of the partner calendars links here).
import { useSearch } from "@tanstack/react-router";
import { useI18nContext } from "../../i18n/i18n-react";
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
  const { symbol } = useSearch({ from: "/partner-layout/partner/tools/explorer" });
  if (!symbol) {
    return (
      <section style={{ padding: "2rem" }}>
        <h1>{LL.partner.nav.pages.explorer()}</h1>
        <Muted>{LL.ticker.explorerPrompt()}</Muted>
      </section>
    );
  }
  const upper = symbol.toUpperCase();
  return <TickerView key={upper} symbol={upper} />;
}
