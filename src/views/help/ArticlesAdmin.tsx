// The admin panel's Help Center (every category) and Common Issues (the troubleshooting
// category): the articles in the order users see them, each with its status and actions
// (edit, move up and down within its category, publish or unpublish, delete after a
// confirmation), and the editor above the list for a new or an edited article.
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { ArticleEditorInput } from "../../machines/help/articleEditor.machine";
import {
  type ArticlesAdminActor,
  actionError,
  adminArticlesOf,
  articlesAdminMachine,
  confirmingDelete,
  isBusy,
} from "../../machines/help/articlesAdmin.machine";
import { COMMON_ISSUES, HELP_LIMITS, type HelpArticleAdmin } from "../../shared/help";
import { useLang } from "../AppContext";
import { Badge } from "../kit/Badge";
import { Button } from "../kit/Button";
import { ErrorText } from "../kit/Field";
import { colors, radii } from "../kit/styles";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { ArticleEditor } from "./ArticleEditor";

const Items = styled("ol")`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.6rem;
  max-width: 60rem;
  li {
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    padding: 0.75rem 1rem;
    display: grid;
    gap: 0.5rem;
  }
  .head { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  .title { font-weight: 600; margin: 0; font-size: 1rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
  .actions button { padding-block: 0.3rem; font-size: 0.85rem; }
  .confirm { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; padding: 0.6rem; border-radius: ${radii.sm}; background: ${colors.surfaceRaised}; }
  .confirm p { margin: 0; flex: 1 1 14rem; }
`;

const Top = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  margin-block-end: 1rem;
  max-width: 60rem;
  p { margin: 0; color: ${colors.muted}; }
`;

export function ArticlesAdmin({ common }: { common: boolean }) {
  return (
    <WithTexts namespace="help">
      <AdminList key={common ? "common" : "all"} common={common} />
    </WithTexts>
  );
}

function AdminList({ common }: { common: boolean }) {
  const { LL } = useI18nContext();
  const texts = useRef(LL);
  texts.current = LL;
  const list = useActorRef(
    articlesAdminMachine.provide({
      actions: {
        done: (_, { what }) => {
          toast.success(what === "deleted" ? texts.current.help.editor.deleted() : texts.current.help.editor.saved());
          if (what === "deleted") document.querySelector<HTMLElement>("#section-title")?.focus();
        },
      },
    }),
    { inspect },
  );
  const [editing, setEditing] = useState<{ key: string; input: ArticleEditorInput } | null>(null);
  const all = useSelector(list, adminArticlesOf);
  const loading = useSelector(list, (s) => s.hasTag("loading"));
  const failed = useSelector(list, (s) => s.matches("failed"));
  const error = useSelector(list, actionError);
  const E = LL.help.editor;
  const shown = common ? all.filter((a) => a.category === COMMON_ISSUES) : all;
  const close = () => {
    setEditing(null);
    requestAnimationFrame(() => document.querySelector<HTMLElement>("#new-article")?.focus());
  };
  return (
    <section aria-labelledby="section-title" data-testid={common ? "admin-common-issues" : "admin-help-center"}>
      <Top>
        <p>{common ? E.commonIntro() : E.intro()}</p>
        <Button
          id="new-article"
          type="button"
          disabled={editing !== null || loading || failed}
          onClick={() =>
            setEditing({ key: `new-${Date.now()}`, input: { category: common ? COMMON_ISSUES : "account" } })
          }
        >
          {E.newArticle()}
        </Button>
      </Top>
      {editing ? (
        <ArticleEditor
          key={editing.key}
          input={editing.input}
          onSaved={(article) => {
            list.send({ type: "saved", article });
            close();
          }}
          onClose={close}
        />
      ) : null}
      {loading ? <Muted role="status">{LL.help.center.loading()}</Muted> : null}
      {failed ? (
        <div role="alert">
          <Muted>{E.loadFailed()}</Muted>
          <Button type="button" onClick={() => list.send({ type: "retry" })}>
            {E.retry()}
          </Button>
        </div>
      ) : null}
      {!loading && !failed ? (
        <>
          <Muted role="status">
            {shown.length === 0 ? E.empty() : E.count({ count: all.length, max: HELP_LIMITS.articles })}
          </Muted>
          {error !== null ? <ErrorText role="alert">{error || E.failed()}</ErrorText> : null}
          <Items>
            {shown.map((a) => (
              <Item
                key={a.id}
                article={a}
                list={list}
                first={shown.filter((x) => x.category === a.category)[0]?.id === a.id}
                last={shown.filter((x) => x.category === a.category).at(-1)?.id === a.id}
                showCategory={!common}
                onEdit={() => setEditing({ key: a.id + a.updatedAt, input: { article: a } })}
                editing={editing !== null}
              />
            ))}
          </Items>
        </>
      ) : null}
    </section>
  );
}

function Item(props: {
  article: HelpArticleAdmin;
  list: ArticlesAdminActor;
  first: boolean;
  last: boolean;
  showCategory: boolean;
  onEdit: () => void;
  editing: boolean;
}) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const { article: a, list } = props;
  const busy = useSelector(list, isBusy);
  const confirming = useSelector(list, confirmingDelete);
  const E = LL.help.editor;
  const title = lang === "ar" ? a.titleAr : a.titleEn;
  const idle = !busy && confirming === null && !props.editing;
  return (
    <li data-article={a.id}>
      <div className="head">
        <h2 className="title" lang={lang}>
          {title}
        </h2>
        <Badge $tone={a.published ? "active" : "progress"}>{a.published ? E.published() : E.draft()}</Badge>
        {props.showCategory ? <Badge $tone="accent">{LL.help.categories[a.category]()}</Badge> : null}
      </div>
      <div className="actions">
        <Button
          type="button"
          $variant="ghost"
          disabled={!idle}
          aria-label={E.editLabel({ title })}
          onClick={props.onEdit}
        >
          {E.edit()}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          disabled={!idle || props.first}
          aria-label={E.moveUpLabel({ title })}
          onClick={() => list.send({ type: "move", id: a.id, direction: "up" })}
        >
          {E.moveUp()}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          disabled={!idle || props.last}
          aria-label={E.moveDownLabel({ title })}
          onClick={() => list.send({ type: "move", id: a.id, direction: "down" })}
        >
          {E.moveDown()}
        </Button>
        <Button
          type="button"
          $variant="ghost"
          disabled={!idle}
          aria-label={a.published ? E.unpublishLabel({ title }) : E.publishLabel({ title })}
          onClick={() => list.send({ type: "publish", id: a.id, published: !a.published })}
        >
          {a.published ? E.unpublish() : E.publish()}
        </Button>
        <Button
          type="button"
          $variant="danger"
          disabled={!idle}
          aria-label={E.deleteLabel({ title })}
          onClick={() => list.send({ type: "delete", id: a.id })}
        >
          {E.delete()}
        </Button>
      </div>
      {confirming?.id === a.id ? (
        <div className="confirm" role="alertdialog" aria-labelledby={`confirm-${a.id}`}>
          <p id={`confirm-${a.id}`}>{E.confirmDelete({ title })}</p>
          <Button type="button" $variant="danger" autoFocus onClick={() => list.send({ type: "delete.confirm" })}>
            {E.confirm()}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => list.send({ type: "delete.cancel" })}>
            {E.keep()}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
