// Admin 'Gold price': per metal the price the zakat nisab reads now (with its source and date, and
// a warning when it is older than the report accepts) beside the latest admin price, then the form
// that sets one. Thin: the machine checks the form and holds the answer.
import { useActorRef, useSelector } from "@xstate/react";
import { css, styled } from "goober";
import { useRef } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import {
  type GoldPriceField,
  type GoldPriceProblem,
  goldPriceFailed,
  goldPriceMachine,
} from "../../machines/admin/goldPrice.machine";
import { formatDateTime, formatDay, formatIsoDay } from "../../shared/datetime";
import { formatMoney, type Lang } from "../../shared/format";
import {
  type AdminMetalPrice,
  METAL_CURRENCIES,
  METALS,
  type MetalName,
  type MetalPricesView,
  type MetalQuoteView,
} from "../../shared/metals";
import { useLang } from "../AppContext";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { ErrorText, Field } from "../kit/Field";
import { numberInput } from "../kit/numberInput";
import { colors } from "../kit/styles";
import { Muted } from "../kit/Text";

const Section = styled("section")`
  display: grid;
  gap: 1.25rem;
  max-width: 56rem;
  min-width: 0;
`;

const Metals = styled("div")`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: 1rem;
`;

const box = css`
  padding: 1rem 1.25rem;
  display: grid;
  gap: 0.5rem;
  align-content: start;
  min-width: 0;
  h2 { margin: 0; font-size: 1.2rem; }
  h3 { margin: 0.5rem 0 0; font-size: 0.95rem; color: ${colors.muted}; font-weight: 600; }
  p { margin: 0; overflow-wrap: anywhere; }
  .price { font-size: 1.35rem; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const Stale = styled("p")`
  color: ${colors.warning};
  font-weight: 600;
`;

const FormBox = styled("form")`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: 0.9rem;
  background: ${colors.surface};
  min-width: 0;
  h2 { margin: 0; font-size: 1.2rem; }
  .row { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr)); gap: 0.75rem; align-items: start; }
  .field { display: grid; gap: 0.3rem; min-width: 0; }
  .hint { color: ${colors.muted}; font-size: 0.8rem; }
  .submit { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; }
`;

/** The centre of the simulated walk per troy ounce in USD (server: market/metal-prices.ts, SIM_CENTRE). */
const SIMULATED_CENTRE: Record<MetalName, number> = { gold: 4200, silver: 52 };

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Silver is under a dollar a gram: it keeps four decimals where gold needs two. */
const perGram = (price: number, currency: MetalQuoteView["currency"], lang: Lang) =>
  formatMoney(price, currency, lang, price < 10 ? 4 : 2);

/** Where the price in use came from, in the page's language; an admin's own words as typed. */
function sourceText(LL: TranslationFunctions, quote: MetalQuoteView, lang: Lang): string | null {
  const G = LL.admin.goldPrice;
  if (quote.source === "admin") return quote.sourceLabel;
  if (quote.source === "simulated")
    return G.simulatedNote({ price: formatMoney(SIMULATED_CENTRE[quote.metal], "USD", lang) });
  if (quote.source === "default") return G.defaultNote();
  return null;
}

function MetalCard(props: { metal: MetalName; view: MetalPricesView; lang: Lang }) {
  const { LL } = useI18nContext();
  const G = LL.admin.goldPrice;
  const { metal, view, lang } = props;
  const quote = view.current[metal];
  const admin: AdminMetalPrice | null = view.admin[metal];
  const stale = daysBetween(quote.date, view.today) > view.staleDays;
  const detail = sourceText(LL, quote, lang);
  const titleId = `gold-price-${metal}`;
  return (
    <Card $look="tile" className={box} aria-labelledby={titleId} data-testid={`metal-${metal}`}>
      <h2 id={titleId}>{G.metals[metal]()}</h2>
      <h3>{G.current()}</h3>
      <div className="price" data-testid="current-price">
        {G.perGram({ price: perGram(quote.pricePerGram, quote.currency, lang) })}
      </div>
      <p>
        {G.ofDate({ date: formatDay(quote.date, "UTC", lang) })} · {G.kinds[quote.source]()}
      </p>
      {detail ? (
        <Muted $look="flush" data-testid="current-source">
          <bdi>{detail}</bdi>
        </Muted>
      ) : null}
      {stale ? <Stale role="note">{G.stale()}</Stale> : null}
      <h3>{G.lastAdmin()}</h3>
      {admin ? (
        <div data-testid="admin-price">
          <p>{G.perGram({ price: perGram(admin.price, admin.currency, lang) })}</p>
          <p>
            {G.ofDate({ date: formatDay(admin.date, "UTC", lang) })} · <bdi>{admin.source}</bdi>
          </p>
          <Muted $look="flush">{G.setAt({ date: formatDateTime(admin.setAt, lang, "Asia/Riyadh") })}</Muted>
        </div>
      ) : (
        <Muted $look="flush">{G.noAdmin()}</Muted>
      )}
    </Card>
  );
}

function problemText(LL: TranslationFunctions, problem: GoldPriceProblem | undefined): string | null {
  if (!problem) return null;
  return problem.kind === "server" ? problem.message : LL.admin.goldPrice.errors[problem.kind]();
}

export function GoldPrice() {
  const { LL } = useI18nContext();
  const G = LL.admin.goldPrice;
  const lang = useLang();
  const texts = useRef(LL);
  texts.current = LL;
  const actor = useActorRef(
    goldPriceMachine.provide({
      actions: {
        saved: () => void toast.success(texts.current.admin.goldPrice.saved()),
        focusFirstError: () => {
          // After React has rendered the errors.
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>('#gold-price-form [aria-invalid="true"]')?.focus(),
          );
        },
      },
    }),
    { inspect },
  );
  const view = useSelector(actor, (s) => s.context.view);
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const failed = useSelector(actor, goldPriceFailed);

  const change = (field: GoldPriceField) => (e: { currentTarget: { value: string } }) =>
    actor.send({ type: "field.change", field, value: e.currentTarget.value });
  /** The attributes that tie a field to its error line or its hint. */
  const described = (field: GoldPriceField, hint?: boolean) => {
    const error = problemText(LL, errors[field]);
    return {
      id: `gold-${field}`,
      "aria-invalid": error ? ("true" as const) : undefined,
      "aria-describedby": error ? `gold-${field}-error` : hint ? `gold-${field}-hint` : undefined,
    };
  };
  const below = (field: GoldPriceField, hint?: string) => {
    const error = problemText(LL, errors[field]);
    if (error) return <ErrorText id={`gold-${field}-error`}>{error}</ErrorText>;
    return hint ? (
      <span id={`gold-${field}-hint`} className="hint">
        {hint}
      </span>
    ) : null;
  };

  return (
    <Section data-testid="gold-price">
      <Muted $look="flush">{G.intro()}</Muted>
      {loading ? <Muted role="status">{LL.common.loading()}</Muted> : null}
      {failed ? (
        <div role="alert">
          <Muted>{G.loadFailed()}</Muted>
          <Button type="button" onClick={() => actor.send({ type: "retry" })}>
            {G.retry()}
          </Button>
        </div>
      ) : null}
      {view ? (
        <>
          <Metals>
            {METALS.map((metal) => (
              <MetalCard key={metal} metal={metal} view={view} lang={lang} />
            ))}
          </Metals>
          <FormBox
            id="gold-price-form"
            noValidate
            aria-labelledby="gold-form-title"
            onSubmit={(e) => {
              e.preventDefault();
              actor.send({ type: "submit" });
            }}
          >
            <h2 id="gold-form-title">{G.formTitle()}</h2>
            <div className="row">
              <div className="field">
                <Field>
                  {G.metal()}
                  <select {...described("metal")} value={values.metal} onChange={change("metal")}>
                    {METALS.map((metal) => (
                      <option key={metal} value={metal}>
                        {G.metals[metal]()}
                      </option>
                    ))}
                  </select>
                </Field>
                {below("metal")}
              </div>
              <div className="field">
                <Field>
                  {G.price()}
                  <input {...numberInput()} {...described("price")} value={values.price} onChange={change("price")} />
                </Field>
                {below("price")}
              </div>
              <div className="field">
                <Field>
                  {G.currency()}
                  <select {...described("currency")} value={values.currency} onChange={change("currency")}>
                    {METAL_CURRENCIES.map((currency) => (
                      <option key={currency} value={currency}>
                        {G.currencies[currency]()}
                      </option>
                    ))}
                  </select>
                </Field>
                {below("currency")}
              </div>
              <div className="field">
                <Field>
                  {G.date()}
                  <input
                    {...numberInput()}
                    inputMode="text"
                    {...described("date", true)}
                    value={values.date}
                    onChange={change("date")}
                  />
                </Field>
                {below("date", G.dateHint({ example: formatIsoDay(view.today, "UTC", lang) }))}
              </div>
            </div>
            <div className="field">
              <Field>
                {G.source()}
                <input
                  {...described("source", true)}
                  type="text"
                  autoComplete="off"
                  value={values.source}
                  onChange={change("source")}
                />
              </Field>
              {below("source", G.sourceHint())}
            </div>
            <div aria-live="polite">
              {failure ? <ErrorText role="alert">{failure === "network" ? G.failed() : failure}</ErrorText> : null}
            </div>
            <div className="submit">
              <Button type="submit" disabled={busy}>
                {busy ? G.saving() : G.submit()}
              </Button>
            </div>
          </FormBox>
        </>
      ) : null}
    </Section>
  );
}
