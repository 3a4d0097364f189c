// The market switch of the partner news screens: one pressed button per market (USA, Saudi
// Arabia), and with `allLabel` a first button for every market (the value "").
import { useI18nContext } from "../../i18n/i18n-react";
import { NEWS_MARKETS, type NewsMarket } from "../../shared/news";
import { Button, ButtonRow } from "../kit/Button";

type Props<V extends NewsMarket | ""> = {
  value: V;
  onChange: (market: V) => void;
  /** The label of a first "every market" button (value ""). */
  allLabel?: string;
  /** Left out of the image export and the print (data-export="exclude"). */
  exclude?: boolean;
};

export function MarketSwitch<V extends NewsMarket | "">({ value, onChange, allLabel, exclude }: Props<V>) {
  const { LL } = useI18nContext();
  const options = (allLabel === undefined ? NEWS_MARKETS : ["", ...NEWS_MARKETS]) as V[];
  return (
    <ButtonRow role="group" aria-label={LL.marketNews.marketLabel()} {...(exclude ? { "data-export": "exclude" } : {})}>
      {options.map((m) => (
        <Button $look="partner" key={m || "all"} type="button" aria-pressed={m === value} onClick={() => onChange(m)}>
          {m === "" ? allLabel : LL.marketNews.markets[m as NewsMarket]()}
        </Button>
      ))}
    </ButtonRow>
  );
}
