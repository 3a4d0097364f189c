// /partner/news/newsletter: the partner team's newsletter in three tabs kept in the address
// (?tab=subscribers|drafts|sends): the list and its CSV import, the drafts with their e-mail
// preview and sending, and the sends with their progress and failures.
import { Link, useSearch } from "@tanstack/react-router";
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { useDocumentTitle } from "../common/title";
import { Screen, TitleRow } from "../kit/Page";
import { Tabs } from "../kit/Tabs";
import { WithTexts } from "../kit/WithTexts";
import { DraftsPanel } from "./DraftsPanel";
import { SendsPanel } from "./SendsPanel";
import { SubscribersPanel } from "./SubscribersPanel";

const TABS = ["subscribers", "drafts", "sends"] as const;
type Tab = (typeof TABS)[number];

const Intro = styled("p")`
  margin: 0.25rem 0 0;
  max-width: 60rem;
  color: var(--p-muted, inherit);
`;

export function NewsletterPage() {
  return (
    <WithTexts namespace="newsletter">
      <Newsletter />
    </WithTexts>
  );
}

function Newsletter() {
  const { LL } = useI18nContext();
  const N = LL.newsletter;
  useDocumentTitle(N.title());
  const search = useSearch({ strict: false }) as { tab?: string };
  const tab: Tab = (TABS as readonly string[]).includes(search.tab ?? "") ? (search.tab as Tab) : "subscribers";
  return (
    <Screen>
      <TitleRow>
        <h1>{N.title()}</h1>
      </TitleRow>
      <Intro>{N.intro()}</Intro>
      <Tabs aria-label={N.title()}>
        {TABS.map((t) => (
          <Link
            key={t}
            to="."
            search={(prev: Record<string, unknown>) => ({ ...prev, tab: t })}
            aria-current={t === tab ? "page" : undefined}
          >
            {N.tabs[t]()}
          </Link>
        ))}
      </Tabs>
      <h2>{N.tabs[tab]()}</h2>
      {tab === "subscribers" && <SubscribersPanel />}
      {tab === "drafts" && <DraftsPanel />}
      {tab === "sends" && <SendsPanel />}
    </Screen>
  );
}
