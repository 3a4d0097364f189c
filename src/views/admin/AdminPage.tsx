// The admin panel (/admin): Recommendations (the form and the published list), the Help Center
// and Common Issues articles, the support tickets' queue (Ticket Form), Account support and the
// gold and silver price of the zakat nisab.

import { useNavigate, useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useRef } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { recommendationFormMachine } from "../../machines/admin/recommendationForm.machine";
import {
  listFailed,
  type RecommendationsActor,
  recommendationsMachine,
} from "../../machines/admin/recommendations.machine";
import { ADMIN_SECTIONS as SECTIONS, type AdminSection as Section } from "../../shared/screen-search";
import { SideNav } from "../common/SideNav";
import { useDocumentTitle } from "../common/title";
import { ExclusiveServiceGrid, RecommendationCard } from "../dashboard/ExclusiveService";
import { ArticlesAdmin } from "../help/ArticlesAdmin";
import { Button } from "../kit/Button";
import { Layout } from "../kit/Page";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { TicketQueueSection } from "../tickets/TicketQueue";
import { AccountSupport } from "./AccountSupport";
import { GoldPrice } from "./GoldPrice";
import { RecommendationForm } from "./RecommendationForm";

function PublishedList(props: { list: RecommendationsActor }) {
  const { LL } = useI18nContext();
  const L = LL.admin.list;
  const { list } = props;
  const items = useSelector(list, (s) => s.context.items);
  const loading = useSelector(list, (s) => s.hasTag("loading"));
  const failed = useSelector(list, listFailed);
  const deleting = useSelector(list, (s) => s.context.deleting);
  return (
    <section aria-labelledby="published-title">
      <h2 id="published-title" tabIndex={-1} data-focus-fallback>
        {L.title()}
      </h2>
      {loading ? <Muted role="status">{LL.scanner.loading()}</Muted> : null}
      {failed ? (
        <div role="status">
          <Muted>{L.loadFailed()}</Muted>
          <Button type="button" onClick={() => list.send({ type: "retry" })}>
            {LL.scanner.retry()}
          </Button>
        </div>
      ) : null}
      {!loading && !failed && items.length === 0 ? <Muted>{L.empty()}</Muted> : null}
      <ExclusiveServiceGrid>
        {items.map((r) => (
          <RecommendationCard
            key={r.id}
            recommendation={r}
            actions={
              <Button
                type="button"
                $variant="danger"
                disabled={deleting !== null}
                aria-label={L.deleteLabel({ symbol: r.symbol })}
                onClick={() => list.send({ type: "delete", id: r.id })}
              >
                {L.delete()}
              </Button>
            }
          />
        ))}
      </ExclusiveServiceGrid>
    </section>
  );
}

export function AdminPage() {
  return (
    <WithTexts namespace={["admin", "support", "dashboard"]}>
      <AdminScreen />
    </WithTexts>
  );
}

function AdminScreen() {
  const { LL } = useI18nContext();
  const section: Section = useSearch({ from: "/signed-in/admin-only/admin" }).section ?? "recommendations";
  const navigate = useNavigate({ from: "/admin" });
  const setSection = (next: Section) =>
    void navigate({ search: (prev) => ({ ...prev, section: next === "recommendations" ? undefined : next }) });
  const texts = useRef(LL);
  texts.current = LL;
  const list = useActorRef(
    recommendationsMachine.provide({
      actions: {
        deleted: () => {
          toast.success(texts.current.admin.list.deleted());
          document.querySelector<HTMLElement>("#published-title")?.focus();
        },
        logError: (_, { error }) => console.error(error),
      },
    }),
    { input: { scope: "admin" }, inspect },
  );
  const form = useActorRef(
    recommendationFormMachine.provide({
      actions: {
        published: (_, { recommendation }) => {
          list.send({ type: "added", recommendation });
          toast.success(texts.current.admin.form.saved());
        },
        focusFirstError: () => {
          // After React has rendered the errors.
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>('#recommendation-form [aria-invalid="true"]')?.focus(),
          );
        },
      },
    }),
    { inspect },
  );
  const label = (key: Section) => (key === "accountSupport" ? LL.support.title() : LL.admin.sections[key]());
  useDocumentTitle(`${label(section)} — ${LL.admin.title()}`);
  return (
    <Layout data-screen="AdminPage">
      <SideNav<Section>
        label={LL.admin.navLabel()}
        backHome={LL.admin.backHome()}
        menuLabel={LL.layout.sectionsMenu()}
        groups={[{ title: LL.admin.title(), items: SECTIONS.map((key) => ({ key, label: label(key) })) }]}
        current={section}
        onSelect={setSection}
      />
      <main id="main" aria-labelledby="section-title">
        <h1 id="section-title">{label(section)}</h1>
        {section === "recommendations" ? (
          <>
            <RecommendationForm form={form} />
            <PublishedList list={list} />
          </>
        ) : section === "accountSupport" ? (
          <AccountSupport />
        ) : section === "goldPrice" ? (
          <GoldPrice />
        ) : section === "helpCenter" || section === "commonIssues" ? (
          <ArticlesAdmin common={section === "commonIssues"} />
        ) : (
          <TicketQueueSection />
        )}
      </main>
    </Layout>
  );
}
