// Exclusive Service: the recommendations the admins published, newest first. A target's
// colour is also said in words, so it does not rely on colour alone.
import { useActorRef, useSelector } from "@xstate/react";
import { css, styled } from "goober";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { listFailed, recommendationsMachine } from "../../machines/admin/recommendations.machine";
import { exchangeZone, formatDateTime } from "../../shared/datetime";
import { formatPrice } from "../../shared/format";
import type { Recommendation, TargetColor } from "../../shared/recommendation";
import { useLang } from "../AppContext";
import { TickerLink } from "../common/TickerLink";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { colors } from "../kit/styles";
import { Muted } from "../kit/Text";
import { TrackingFacts } from "./RecommendationTracking";

export const TARGET_SWATCH: Record<TargetColor, string> = {
  green: "#3ddc97",
  red: "#ff7a88",
  gray: "#9aa3b8",
  none: "transparent",
};

export const ExclusiveServiceGrid = styled("div")`
  display: grid;
  /* One column narrower than 19rem on a 320 px phone instead of a card wider than the screen. */
  grid-template-columns: repeat(auto-fill, minmax(min(19rem, 100%), 1fr));
  gap: 1rem;
`;

const recommendationCard = css`
  padding: 1rem;
  display: grid;
  gap: 0.65rem;
  font-variant-numeric: tabular-nums;
  header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem; }
  h2 { margin: 0; font-size: 1.3rem; margin-inline-end: auto; }
  time { color: ${colors.muted}; font-size: 0.85rem; }
  h3 { margin: 0; font-size: 0.85rem; color: ${colors.muted}; font-weight: 600; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.35rem; }
  li { border: 1px solid ${colors.border}; border-radius: 0.4rem; padding: 0.2rem 0.5rem; }
  dl { display: flex; gap: 1.5rem; margin: 0; }
  dt { color: ${colors.muted}; font-size: 0.85rem; }
  dd { margin: 0; font-weight: 700; }
  > button { justify-self: start; }
`;

const Target = styled("li")`
  border-color: ${(p: { $color: TargetColor }) => (p.$color === "none" ? colors.border : TARGET_SWATCH[p.$color])} !important;
  color: ${(p: { $color: TargetColor }) => (p.$color === "none" ? colors.text : TARGET_SWATCH[p.$color])};
`;

export function RecommendationCard(props: { recommendation: Recommendation; actions?: React.ReactNode }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const X = LL.dashboard.exclusive;
  const r = props.recommendation;
  return (
    <Card $look="panel" as="article" className={recommendationCard} aria-labelledby={`rec-${r.id}`}>
      <header>
        <h2 id={`rec-${r.id}`} dir="ltr">
          <TickerLink symbol={r.symbol} />
        </h2>
        <time dateTime={new Date(r.createdAt).toISOString()}>
          {X.published({ date: formatDateTime(r.createdAt, lang, exchangeZone(r.symbol)) })}
        </time>
      </header>
      <h3>{X.entries()}</h3>
      <ul>
        {r.entries.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four entries are positional
          <li key={i} dir="ltr">
            {formatPrice(e)}
          </li>
        ))}
      </ul>
      <h3>{X.targets()}</h3>
      <ul>
        {r.targets.map((t, i) => {
          const color = r.targetColors[i] ?? "none";
          const word = X.colors[color]();
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five targets are positional
            <Target key={i} $color={color} data-color={color}>
              <span dir="ltr">{formatPrice(t)}</span>
              {word ? <span> · {word}</span> : null}
            </Target>
          );
        })}
      </ul>
      <dl>
        <div>
          <dt>{X.stopLoss()}</dt>
          <dd dir="ltr">{formatPrice(r.stopLoss)}</dd>
        </div>
      </dl>
      {/* On the lists only (a just-published recommendation has no tracking until it is read again). */}
      {"tracking" in r ? <TrackingFacts tracking={r.tracking} /> : null}
      {props.actions}
    </Card>
  );
}

export function ExclusiveService() {
  const { LL } = useI18nContext();
  const X = LL.dashboard.exclusive;
  const actor = useActorRef(
    recommendationsMachine.provide({ actions: { logError: (_, { error }) => console.error(error) } }),
    { input: { scope: "work" }, inspect },
  );
  const items = useSelector(actor, (s) => s.context.items);
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  const failed = useSelector(actor, listFailed);
  return (
    <>
      <Muted>{X.intro()}</Muted>
      {loading ? <Muted role="status">{LL.scanner.loading()}</Muted> : null}
      {failed ? (
        <div role="status">
          <Muted>{X.loadFailed()}</Muted>
          <Button type="button" onClick={() => actor.send({ type: "retry" })}>
            {LL.scanner.retry()}
          </Button>
        </div>
      ) : null}
      {!loading && !failed && items.length === 0 ? <Muted>{X.empty()}</Muted> : null}
      <ExclusiveServiceGrid>
        {items.map((r) => (
          <RecommendationCard key={r.id} recommendation={r} />
        ))}
      </ExclusiveServiceGrid>
    </>
  );
}
