// /partner/screener/ready-usa and ready-ksa (docs/architecture.md, Screener): the ready screens of
// src/shared/screener-presets.ts as one button each; a click runs the screen (its key in the URL,
// ?preset=…, so the page can be shared), the results below, and a link opens it in the pro screener.

import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { screenRunMachine } from "../../machines/screener/screenRun.machine";
import { rowFields, type ScreenMarket, screenToSearch } from "../../shared/screener";
import { isPresetKey, PRESET_KEYS, type PresetKey, presetQuery } from "../../shared/screener-presets";
import { useLang } from "../AppContext";
import { Button } from "../kit/Button";
import { Screen, Subtitle } from "../kit/Page";
import { WithTexts } from "../kit/WithTexts";
import { SimulatedBadge } from "../market/SimulatedBadge";
import { ResultsTable, RunFailed } from "./ResultsTable";

const Presets = styled("ul")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  button {
    inline-size: 100%;
    display: grid;
    justify-items: start;
    text-align: start;
    padding-block: 0.5rem;
    gap: 0.2rem;
    white-space: normal;
  }
  small {
    font-size: 0.85rem;
  }
`;

export function ReadyUsa() {
  return (
    <WithTexts namespace="screener">
      <Ready market="US" path="/partner/screener/ready-usa" pro="/partner/screener/pro-usa" />
    </WithTexts>
  );
}

export function ReadyKsa() {
  return (
    <WithTexts namespace="screener">
      <Ready market="SA" path="/partner/screener/ready-ksa" pro="/partner/screener/pro-ksa" />
    </WithTexts>
  );
}

function Ready({ market, path, pro }: { market: ScreenMarket; path: string; pro: string }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.screener.ready;
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const preset: PresetKey | null =
    typeof search.preset === "string" && isPresetKey(search.preset) ? search.preset : null;
  const page = typeof search.p === "number" && Number.isInteger(search.p) && search.p > 1 ? search.p : 1;
  const runner = useActorRef(screenRunMachine, { inspect });
  const result = useSelector(runner, (s) => s.context.result);
  const failed = useSelector(runner, (s) => s.matches("failed"));
  const loading = useSelector(runner, (s) => s.matches("loading"));
  const query = preset ? presetQuery(preset, market) : null;
  useEffect(() => {
    if (preset) runner.send({ type: "run", query: presetQuery(preset, market), page });
  }, [preset, market, page, runner]);
  const go = (next: PresetKey, nextPage = 1) =>
    navigate({
      to: path,
      search: ((prev: Record<string, unknown>) => {
        const { preset: _preset, p: _p, ...rest } = prev;
        return { ...rest, preset: next, ...(nextPage > 1 ? { p: nextPage } : {}) };
      }) as never,
    });
  return (
    <Screen data-screen="ReadyScreens">
      <div>
        <h1 style={{ margin: 0 }}>{t.title({ market: LL.screener.markets[market]() })}</h1>
        <SimulatedBadge market={market} />
      </div>
      <Subtitle>{t.intro()}</Subtitle>
      <Presets aria-label={t.presetsLabel()}>
        {PRESET_KEYS.map((key) => (
          <li key={key}>
            <Button
              $look="partner"
              type="button"
              aria-pressed={preset === key}
              data-preset={key}
              onClick={() => go(key)}
            >
              <span>{t.presets[key]()}</span>
              <small>{t.descriptions[key]()}</small>
            </Button>
          </li>
        ))}
      </Presets>
      {query ? (
        <>
          <div>
            <Link to={pro} search={screenToSearch(query) as never}>
              {t.openInPro()}
            </Link>
          </div>
          {failed ? <RunFailed onRetry={() => runner.send({ type: "retry" })} /> : null}
          {loading && !result ? <p role="status">{LL.screener.results.loading()}</p> : null}
          {result ? (
            <ResultsTable
              result={result}
              fields={rowFields(query)}
              market={market}
              sort={query.sort}
              lang={lang}
              onPage={(p) => go(preset!, p)}
            />
          ) : null}
        </>
      ) : null}
    </Screen>
  );
}
