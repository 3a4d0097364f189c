// The layout page (/partner/settings/layout): each one chooses which sidebar groups show and in
// what order, and the home's widgets, with buttons (move up, move down, a checkbox to show), so
// the keyboard does all of it; a polite line says where an entry moved. The page edits the
// portal's one layout actor (./LayoutContext.tsx): once saved, the sidebar follows.
import { useSelector } from "@xstate/react";
import { styled } from "goober";
import { useId } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { type PartnerLayoutActor, widgetOrder } from "../../machines/team/partnerLayout.machine";
import { ALWAYS_SHOWN_GROUP, type PartnerHomeWidget } from "../../shared/partner-layout";
import type { PartnerGroup } from "../../shared/partner-sections";
import { Screen, Sheet } from "../kit/Page";
import { WithTexts } from "../kit/WithTexts";
import { usePartnerLayoutActor } from "./LayoutContext";
import { LoadFailed, Loading } from "./LoadStates";
import { Done, Panel, Problem, Row, SmallButton } from "./styles";

const Lists = styled("div")`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  min-width: 0;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.4rem;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 0.6rem;
    border: 1px solid var(--p-border);
    border-radius: 8px;
    background: var(--p-bg);
    min-width: 0;
  }
  li[data-shown="false"] .name {
    opacity: 0.65;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    flex: 1 1 auto;
    min-width: 0;
    min-block-size: 2.5rem;
  }
  input[type="checkbox"] {
    flex: none;
    inline-size: 1.2rem;
    block-size: 1.2rem;
    accent-color: var(--p-primary);
  }
  .name {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .name small {
    display: block;
    font-size: 0.75rem;
  }
  li button {
    flex: none;
  }
  .position {
    font-variant-numeric: tabular-nums;
    min-inline-size: 1.5rem;
    text-align: center;
    font-weight: 700;
  }
`;

export function LayoutSettings() {
  return (
    <WithTexts namespace="team">
      <LayoutScreen />
    </WithTexts>
  );
}

function LayoutScreen() {
  const { LL } = useI18nContext();
  const t = LL.team.layout;
  const actor = usePartnerLayoutActor();
  return (
    <Screen data-screen="PartnerLayoutSettings">
      <Sheet>
        <h1>{t.title()}</h1>
        <p>{t.intro()}</p>
        {actor ? <Editor actor={actor} /> : null}
      </Sheet>
    </Screen>
  );
}

function Editor({ actor }: { actor: PartnerLayoutActor }) {
  const { LL } = useI18nContext();
  const t = LL.team.layout;
  const id = useId();
  const loading = useSelector(actor, (s) => s.matches("loading"));
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const moved = useSelector(actor, (s) => s.context.moved);
  const saved = useSelector(actor, (s) => s.context.saved);
  if (loading) return <Loading text={t.loading()} />;
  if (failed)
    return (
      <LoadFailed
        message={error?.message ?? t.loadFailed()}
        retry={t.retry()}
        onRetry={() => actor.send({ type: "retry" })}
      />
    );
  const groupName = (g: PartnerGroup) => LL.partner.nav.groups[g]();
  const widgetName = (w: PartnerHomeWidget) => LL.team.layout.widgets[w]();
  const movedName = moved
    ? moved.name in LL.team.layout.widgets
      ? widgetName(moved.name as PartnerHomeWidget)
      : groupName(moved.name as PartnerGroup)
    : "";
  const widgets = widgetOrder(draft);
  return (
    <>
      <Lists>
        <Panel aria-labelledby={`${id}-groups`}>
          <h2 id={`${id}-groups`}>{t.sectionsTitle()}</h2>
          <ol data-testid="layout-groups">
            {draft.groups.map((g, i) => {
              const shown = !draft.hidden.includes(g);
              return (
                <li key={g} data-shown={String(shown)} data-group={g}>
                  <span className="position">{i + 1}</span>
                  <label>
                    <input
                      type="checkbox"
                      checked={shown}
                      disabled={g === ALWAYS_SHOWN_GROUP}
                      aria-describedby={g === ALWAYS_SHOWN_GROUP ? `${id}-always` : undefined}
                      onChange={() => actor.send({ type: "group.toggle", group: g })}
                    />
                    <span className="name">
                      {groupName(g)}
                      {g === ALWAYS_SHOWN_GROUP && <small id={`${id}-always`}>{t.alwaysShown()}</small>}
                    </span>
                  </label>
                  <SmallButton
                    type="button"
                    aria-label={t.moveUp({ name: groupName(g) })}
                    disabled={i === 0}
                    onClick={() => actor.send({ type: "group.move", group: g, by: -1 })}
                  >
                    ↑
                  </SmallButton>
                  <SmallButton
                    type="button"
                    aria-label={t.moveDown({ name: groupName(g) })}
                    disabled={i === draft.groups.length - 1}
                    onClick={() => actor.send({ type: "group.move", group: g, by: 1 })}
                  >
                    ↓
                  </SmallButton>
                </li>
              );
            })}
          </ol>
        </Panel>
        <Panel aria-labelledby={`${id}-widgets`}>
          <h2 id={`${id}-widgets`}>{t.widgetsTitle()}</h2>
          <ol data-testid="layout-widgets">
            {widgets.map((w) => {
              const shown = draft.widgets.includes(w);
              const position = draft.widgets.indexOf(w);
              return (
                <li key={w} data-shown={String(shown)} data-widget={w}>
                  <span className="position">{shown ? position + 1 : ""}</span>
                  <label>
                    <input
                      type="checkbox"
                      checked={shown}
                      onChange={() => actor.send({ type: "widget.toggle", widget: w })}
                    />
                    <span className="name">{widgetName(w)}</span>
                  </label>
                  <SmallButton
                    type="button"
                    aria-label={t.moveUp({ name: widgetName(w) })}
                    disabled={!shown || position === 0}
                    onClick={() => actor.send({ type: "widget.move", widget: w, by: -1 })}
                  >
                    ↑
                  </SmallButton>
                  <SmallButton
                    type="button"
                    aria-label={t.moveDown({ name: widgetName(w) })}
                    disabled={!shown || position === draft.widgets.length - 1}
                    onClick={() => actor.send({ type: "widget.move", widget: w, by: 1 })}
                  >
                    ↓
                  </SmallButton>
                </li>
              );
            })}
          </ol>
        </Panel>
      </Lists>
      <Row>
        <SmallButton type="button" className="primary" disabled={busy} onClick={() => actor.send({ type: "save" })}>
          {busy ? t.saving() : t.save()}
        </SmallButton>
        <SmallButton type="button" disabled={busy} onClick={() => actor.send({ type: "reset" })}>
          {t.reset()}
        </SmallButton>
      </Row>
      {error && <Problem role="alert">{error.message ?? t.loadFailed()}</Problem>}
      <Done role="status" data-testid="layout-status">
        {saved ? t.saved() : moved ? t.moved({ name: movedName, position: moved.position }) : ""}
      </Done>
    </>
  );
}
