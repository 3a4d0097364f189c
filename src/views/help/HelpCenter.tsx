// The dashboard's Help Center (search and categories over every published article) and Common
// Issues (the troubleshooting articles): each article opens in place (details/summary, so the
// keyboard and screen readers know it), its Markdown rendered as React elements.
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import {
  articlesOf,
  type HelpArticlesActor,
  helpArticlesMachine,
  isFirstLoad,
  isLoading,
  loadFailed,
} from "../../machines/help/helpArticles.machine";
import { formatDay } from "../../shared/datetime";
import { COMMON_ISSUES, HELP_CATEGORIES, HELP_LIMITS, type HelpArticle, type HelpCategory } from "../../shared/help";
import { useLang } from "../AppContext";
import { Button, primaryFill } from "../kit/Button";
import { Field } from "../kit/Field";
import { Markdown } from "../kit/Markdown";
import { colors, radii } from "../kit/styles";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";

const Intro = styled("p")`
  color: ${colors.muted};
  max-width: 48rem;
  margin-block: 0 1rem;
`;

const Chips = styled("fieldset")`
  border: 0;
  padding: 0;
  min-width: 0;
  legend { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-block: 0.75rem 1rem;
  button {
    font: inherit;
    font-size: 0.9rem;
    padding: 0.35rem 0.8rem;
    border-radius: ${radii.pill};
    border: 1px solid ${colors.border};
    background: transparent;
    color: ${colors.text};
    cursor: pointer;
  }
  button[aria-pressed="true"] { background: ${primaryFill}; border-color: ${primaryFill}; color: #fff; }
  button:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
`;

const List = styled("div")`
  display: grid;
  gap: 0.6rem;
  max-width: 52rem;
  h2 { font-size: 1.05rem; color: ${colors.accent}; margin-block: 1rem 0.2rem; }
  details {
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    padding: 0 1rem;
  }
  summary {
    cursor: pointer;
    padding-block: 0.85rem;
    font-weight: 600;
    list-style-position: inside;
  }
  summary:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; border-radius: ${radii.sm}; }
  details[open] summary { border-block-end: 1px solid ${colors.border}; margin-block-end: 0.5rem; }
  .updated { color: ${colors.muted}; font-size: 0.85rem; margin-block: 0.25rem 0.9rem; }
`;

export function HelpCenter() {
  return (
    <WithTexts namespace="help">
      <Reader common={false} />
    </WithTexts>
  );
}

export function CommonIssues() {
  return (
    <WithTexts namespace="help">
      <Reader common />
    </WithTexts>
  );
}

function Reader({ common }: { common: boolean }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const actor = useActorRef(helpArticlesMachine, { input: { category: common ? COMMON_ISSUES : null }, inspect });
  // The articles come in the language on screen: read them again when it changes.
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    actor.send({ type: "reload" });
  }, [lang, actor]);
  const H = LL.help.center;
  return (
    <section aria-labelledby="section-title" data-testid={common ? "common-issues" : "help-center"}>
      <Intro>{common ? LL.help.commonIssues.intro() : H.intro()}</Intro>
      {common ? null : <Search actor={actor} />}
      <Articles actor={actor} common={common} />
    </section>
  );
}

function Search({ actor }: { actor: HelpArticlesActor }) {
  const { LL } = useI18nContext();
  const H = LL.help.center;
  const query = useSelector(actor, (s) => s.context.query);
  const category = useSelector(actor, (s) => s.context.category);
  const select = (next: HelpCategory | null) => actor.send({ type: "category.select", category: next });
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the search element is not in React's JSX types yet */}
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <Field $look="search">
          {H.searchLabel()}
          <input
            type="search"
            value={query}
            maxLength={HELP_LIMITS.query}
            placeholder={H.searchPlaceholder()}
            onChange={(e) => actor.send({ type: "query.change", query: e.target.value })}
          />
        </Field>
      </form>
      <Chips>
        <legend>{H.categoriesLabel()}</legend>
        <button type="button" aria-pressed={category === null} onClick={() => select(null)}>
          {H.allCategories()}
        </button>
        {HELP_CATEGORIES.map((c) => (
          <button key={c} type="button" aria-pressed={category === c} onClick={() => select(c)}>
            {LL.help.categories[c]()}
          </button>
        ))}
      </Chips>
    </>
  );
}

function Articles({ actor, common }: { actor: HelpArticlesActor; common: boolean }) {
  const { LL } = useI18nContext();
  const H = LL.help.center;
  const articles = useSelector(actor, articlesOf);
  const first = useSelector(actor, isFirstLoad);
  const loading = useSelector(actor, isLoading);
  const failed = useSelector(actor, loadFailed);
  const shownQuery = useSelector(actor, (s) => s.context.shownQuery);
  const grouped = !common && shownQuery === "";
  if (failed)
    return (
      <div role="alert">
        <Muted>{H.failed()}</Muted>
        <Button type="button" onClick={() => actor.send({ type: "retry" })}>
          {H.retry()}
        </Button>
      </div>
    );
  if (first) return <Muted role="status">{H.loading()}</Muted>;
  return (
    <List aria-busy={loading}>
      <p role="status" className="updated">
        {shownQuery
          ? articles.length === 0
            ? H.noMatch({ query: `\u2068${shownQuery}\u2069` })
            : H.results({ count: articles.length })
          : articles.length === 0
            ? H.empty()
            : ""}
      </p>
      {grouped
        ? HELP_CATEGORIES.map((c) => {
            const inCategory = articles.filter((a) => a.category === c);
            return inCategory.length === 0 ? null : (
              <section key={c} aria-label={LL.help.categories[c]()}>
                <h2>{LL.help.categories[c]()}</h2>
                {inCategory.map((a) => (
                  <Article key={a.id} article={a} />
                ))}
              </section>
            );
          })
        : articles.map((a) => <Article key={a.id} article={a} />)}
    </List>
  );
}

function Article({ article }: { article: HelpArticle }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  return (
    <details data-article={article.id}>
      <summary>{article.title}</summary>
      <Markdown source={article.body} />
      <p className="updated">{LL.help.center.updated({ date: formatDay(article.updatedAt, "UTC", lang) })}</p>
    </details>
  );
}
