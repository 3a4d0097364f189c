// How a recommendation went since it was published, as the server computed it from prices
// (src/server/admin/recommendation-outcome.ts): the price now with its currency, the signed change
// since, and open, or the target or stop reached with the day on the exchange's calendar.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { formatLongDay } from "../../shared/datetime";
import { formatPrice, formatSignedPercent } from "../../shared/format";
import type { RecommendationTracking } from "../../shared/recommendation-tracking";
import { useLang } from "../AppContext";
import { colors } from "../kit/styles";

const UP = "#3ddc97";
const DOWN = "#ff7a88";

const Facts = styled("dl")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding-block-start: 0.65rem;
  border-block-start: 1px solid ${colors.border};
  dt { color: ${colors.muted}; font-size: 0.85rem; }
  dd { margin: 0; font-weight: 700; }
  dd[data-status="target"], dd[data-sign="up"] { color: ${UP}; }
  dd[data-status="stop"], dd[data-sign="down"] { color: ${DOWN}; }
`;

export function TrackingFacts(props: { tracking: RecommendationTracking | null | undefined }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const T = LL.dashboard.exclusive.tracking;
  const t = props.tracking;
  if (!t)
    return (
      <Facts aria-label={T.label()}>
        <div>
          <dt>{T.status()}</dt>
          <dd>{T.untracked()}</dd>
        </div>
      </Facts>
    );
  const date = t.day ? T.zones[t.timeZone]({ date: formatLongDay(t.day, lang) }) : "";
  const change = t.changePercent;
  const sign = change === null ? undefined : change > 0 ? "up" : change < 0 ? "down" : "flat";
  return (
    <Facts aria-label={T.label()} data-tracking={t.status}>
      <div>
        <dt>{T.now()}</dt>
        <dd dir="ltr">{formatPrice(t.price, t.currency, lang)}</dd>
      </div>
      <div>
        <dt>{T.change()}</dt>
        <dd dir="ltr" data-sign={sign}>
          {change === null ? "—" : formatSignedPercent(change)}
        </dd>
      </div>
      <div>
        <dt>{T.status()}</dt>
        <dd data-status={t.status}>
          {t.status === "target" ? T.target({ date }) : t.status === "stop" ? T.stop({ date }) : T.open()}
        </dd>
      </div>
    </Facts>
  );
}
