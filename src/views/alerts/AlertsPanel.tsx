// The user's alerts in the Watchlist tab: the list (active, triggered with when and the price,
// paused) with edit, pause, resume, delete and re-arm, and the history of triggers. A view of
// the alerts machine (src/machines/alerts/alerts.machine.ts), which the scanner page owns.
import { useRouterState } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { css } from "goober";
import { useEffect, useRef, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { AlertAction } from "../../machines/alerts/actors";
import type { Alert, AlertKind } from "../../shared/alerts";
import { exchangeZone, formatDateTime } from "../../shared/datetime";
import { formatPrice, listingCurrency } from "../../shared/format";
import { useLang } from "../AppContext";
import { ALERTS_ANCHOR } from "../common/AppHeader";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { ErrorText } from "../kit/Field";
import { Table, TableWrap } from "../kit/Table";
import { Muted } from "../kit/Text";
import { AlertDialog } from "./AlertDialog";
import type { AlertsActor } from "./useAlerts";

const alertsCard = css`
  padding: 1rem;
  margin-block-end: 1rem;
  h2, h3 { margin: 0 0 0.75rem; font-size: 1.15rem; }
  .acts { display: flex; flex-wrap: wrap; gap: 0.35rem; }
`;

function useConditionText(): (kind: AlertKind, value: number | null) => string {
  const { LL } = useI18nContext();
  return (kind, value) => LL.alerts.condition[kind]({ value: value === null ? "" : String(value) });
}

export function AlertsPanel(props: { alerts: AlertsActor }) {
  const { LL } = useI18nContext();
  const U = LL.alerts.ui;
  const lang = useLang();
  const condition = useConditionText();
  const { alerts: actor } = props;
  const alerts = useSelector(actor, (s) => s.context.alerts);
  const history = useSelector(actor, (s) => s.context.history);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.matches("loading"));
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const unseen = useSelector(actor, (s) => s.context.unseen);
  const [editing, setEditing] = useState<Alert | null>(null);
  // The header's Alerts link (…?tab=watchlist#alerts): this card comes into view with focus on
  // its heading, also when the tab was already open.
  const hash = useRouterState({ select: (s) => s.location.hash });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hash !== ALERTS_ANCHOR) return;
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [hash]);
  // Seeing the list is seeing the live events: no badge for what is on screen.
  useEffect(() => {
    if (unseen > 0) actor.send({ type: "seen" });
  }, [actor, unseen]);

  const status = (a: Alert) =>
    a.status === "triggered" && a.triggeredAt !== null
      ? U.triggered({
          time: formatDateTime(a.triggeredAt, lang, exchangeZone(a.symbol)),
          price: formatPrice(a.triggerPrice, listingCurrency(a.symbol), lang),
        })
      : a.status === "paused"
        ? U.paused()
        : U.active();
  const act = (a: Alert, action: AlertAction, label: string) => (
    <Button
      type="button"
      disabled={busy}
      $variant={action === "delete" ? "danger" : undefined}
      aria-label={U.actionLabel({ action: label, symbol: a.symbol })}
      onClick={() => actor.send({ type: "action", action, id: a.id })}
    >
      {label}
    </Button>
  );

  return (
    <Card $look="panel" className={alertsCard} id={ALERTS_ANCHOR} aria-labelledby="alerts-heading" data-alerts-panel>
      <h2 id="alerts-heading" ref={heading} tabIndex={-1}>
        {U.heading()}
      </h2>
      {loading ? <Muted role="status">{U.loading()}</Muted> : null}
      {failed ? (
        <div role="status">
          <Muted>{U.failed()}</Muted>
          <Button type="button" onClick={() => actor.send({ type: "reload" })}>
            {U.retry()}
          </Button>
        </div>
      ) : null}
      {error && !failed ? <ErrorText role="alert">{error}</ErrorText> : null}
      {!loading && !failed && alerts.length === 0 ? <Muted>{U.none()}</Muted> : null}
      {alerts.length > 0 ? (
        <TableWrap tabIndex={0} role="region" aria-label={U.tableLabel()}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{U.symbol()}</th>
                <th scope="col">{U.condition()}</th>
                <th scope="col">{U.status()}</th>
                <th scope="col">{U.actions()}</th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((a) => (
                <tr key={a.id} data-alert={a.id} data-status={a.status}>
                  <th scope="row" dir="ltr" data-col="symbol">
                    {a.symbol}
                  </th>
                  <td>
                    {condition(a.kind, a.value)}
                    {a.note ? <Muted style={{ margin: 0 }}>{a.note}</Muted> : null}
                  </td>
                  <td>{status(a)}</td>
                  <td>
                    <div className="acts">
                      <Button
                        type="button"
                        disabled={busy}
                        aria-label={U.actionLabel({ action: U.edit(), symbol: a.symbol })}
                        onClick={() => setEditing(a)}
                      >
                        {U.edit()}
                      </Button>
                      {a.status === "active" ? act(a, "pause", U.pause()) : null}
                      {a.status === "paused" ? act(a, "resume", U.resume()) : null}
                      {a.status === "triggered" ? act(a, "rearm", U.rearm()) : null}
                      {act(a, "delete", U.delete())}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      ) : null}
      <h3>{U.history()}</h3>
      {history.length === 0 ? (
        <Muted>{U.historyNone()}</Muted>
      ) : (
        <TableWrap tabIndex={0} role="region" aria-label={U.historyLabel()}>
          <Table>
            <thead>
              <tr>
                <th scope="col" data-col="symbol">
                  {U.symbol()}
                </th>
                <th scope="col">{U.time()}</th>
                <th scope="col">{U.condition()}</th>
                <th scope="col">{U.price()}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((t) => (
                <tr key={t.id}>
                  <th scope="row" dir="ltr" data-col="symbol">
                    {t.symbol}
                  </th>
                  <td>{formatDateTime(t.triggeredAt, lang, exchangeZone(t.symbol))}</td>
                  <td>{condition(t.kind, t.value)}</td>
                  <td dir="ltr">{formatPrice(t.price, listingCurrency(t.symbol), lang)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      {editing ? (
        <AlertDialog
          symbol={editing.symbol}
          alert={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) actor.send({ type: "saved", alert: saved });
          }}
        />
      ) : null}
    </Card>
  );
}
