// Notes Helper's one component: the user's notes of one symbol (the ticker page) or all of them
// (the dashboard, each with its symbol linking to the ticker page, and a symbol field for a new
// one). Add, edit in place, delete after a confirmation. Notes are the user's own text: shown as
// typed (line breaks kept), marked data-user-text, in their own direction.
import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useRef } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import {
  confirmingId,
  editingId,
  isBusy,
  isFirstLoad,
  loadFailed,
  type NotesActor,
  noteError,
  notesMachine,
  notesOf,
} from "../../machines/notes/notes.machine";
import { formatDateTime } from "../../shared/datetime";
import { FIELD_LIMITS } from "../../shared/fields";
import { NOTE_LIMITS, type SymbolNote } from "../../shared/notes";
import { useLang } from "../AppContext";
import { Button, ButtonRow } from "../kit/Button";
import { ErrorText, Field } from "../kit/Field";
import { colors, radii } from "../kit/styles";
import { Muted } from "../kit/Text";

const Panel = styled("div")`
  display: grid;
  gap: 0.9rem;
  max-width: 52rem;
  textarea {
    font: inherit;
    min-block-size: 5.5rem;
    padding: 0.5rem 0.65rem;
    border-radius: 0.5rem;
    border: 1px solid ${colors.border};
    background: ${colors.bg};
    color: ${colors.text};
    resize: vertical;
    inline-size: 100%;
    box-sizing: border-box;
  }
  textarea[aria-invalid="true"], input[aria-invalid="true"] { border-color: ${colors.danger}; }
  textarea:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
  .new { display: grid; gap: 0.6rem; }
  .count { color: ${colors.muted}; font-size: 0.8rem; }
  ol { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.6rem; }
  li {
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    padding: 0.7rem 0.9rem;
    display: grid;
    gap: 0.45rem;
    min-width: 0;
  }
  .meta { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline; color: ${colors.muted}; font-size: 0.85rem; }
  .symbol { font-weight: 700; color: ${colors.accent}; font-size: 0.95rem; }
  .text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; color: ${colors.text}; }
  .confirm { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  .confirm p { margin: 0; flex: 1 1 12rem; }
  .actions button { padding-block: 0.3rem; font-size: 0.85rem; }
`;

export function NotesPanel({ symbol }: { symbol: string | null }) {
  const { LL } = useI18nContext();
  const texts = useRef(LL);
  texts.current = LL;
  const notes = useActorRef(
    notesMachine.provide({
      actions: {
        done: (_, { what }) => {
          toast.success(what === "deleted" ? texts.current.notes.deleted() : texts.current.notes.saved());
          if (what === "deleted")
            requestAnimationFrame(() => document.querySelector<HTMLElement>("#note-draft")?.focus());
        },
      },
    }),
    { input: { symbol }, inspect },
  );
  const first = useSelector(notes, isFirstLoad);
  const failed = useSelector(notes, loadFailed);
  const list = useSelector(notes, notesOf);
  const max = useSelector(notes, (s) => s.context.max);
  const N = LL.notes;
  if (failed)
    return (
      <div role="alert">
        <Muted>{N.failed()}</Muted>
        <Button type="button" onClick={() => notes.send({ type: "retry" })}>
          {N.retry()}
        </Button>
      </div>
    );
  if (first) return <Muted role="status">{N.loading()}</Muted>;
  return (
    <Panel data-testid="notes">
      <NewNote notes={notes} withSymbol={symbol === null} />
      <Muted role="status" $look="flush">
        {list.length === 0
          ? symbol
            ? N.emptySymbol()
            : N.empty()
          : symbol
            ? ""
            : N.count({ count: list.length, max })}
      </Muted>
      <ol>
        {list.map((n) => (
          <NoteItem key={n.id} note={n} notes={notes} showSymbol={symbol === null} />
        ))}
      </ol>
    </Panel>
  );
}

function NewNote({ notes, withSymbol }: { notes: NotesActor; withSymbol: boolean }) {
  const { LL } = useI18nContext();
  const N = LL.notes;
  const draft = useSelector(notes, (s) => s.context.draft);
  const draftSymbol = useSelector(notes, (s) => s.context.draftSymbol);
  const adding = useSelector(notes, (s) => s.matches({ ready: "adding" }));
  const canAdd = useSelector(notes, (s) => s.can({ type: "add" }));
  const editing = useSelector(notes, editingId);
  const error = useSelector(notes, (s) => (editingId(s) === null ? noteError(s) : null));
  const symbolError = error?.field === "symbol" ? error.message : null;
  const textError = error && error.field !== "symbol" ? error.message || N.failedAction() : null;
  return (
    <form
      className="new"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        notes.send({ type: "add" });
      }}
    >
      {withSymbol ? (
        <>
          <Field>
            {N.symbolField()}
            <input
              value={draftSymbol}
              maxLength={FIELD_LIMITS.symbol}
              autoCapitalize="characters"
              dir="ltr"
              aria-invalid={symbolError ? true : undefined}
              aria-describedby={symbolError ? "note-symbol-error" : undefined}
              onChange={(e) => notes.send({ type: "draftSymbol.change", symbol: e.target.value })}
            />
          </Field>
          {symbolError ? <ErrorText id="note-symbol-error">{symbolError}</ErrorText> : null}
        </>
      ) : null}
      <Field>
        {N.textField()}
        <textarea
          id="note-draft"
          value={draft}
          dir="auto"
          maxLength={NOTE_LIMITS.text}
          placeholder={N.placeholder()}
          aria-invalid={textError ? true : undefined}
          aria-describedby={`note-draft-count${textError ? " note-draft-error" : ""}`}
          onChange={(e) => notes.send({ type: "draft.change", text: e.target.value })}
        />
      </Field>
      <span className="count" id="note-draft-count">
        {N.chars({ count: draft.trim().length, max: NOTE_LIMITS.text })}
      </span>
      {textError ? <ErrorText id="note-draft-error">{textError}</ErrorText> : null}
      <div>
        <Button type="submit" disabled={!canAdd || editing !== null} aria-busy={adding}>
          {adding ? N.adding() : N.add()}
        </Button>
      </div>
    </form>
  );
}

function NoteItem({ note, notes, showSymbol }: { note: SymbolNote; notes: NotesActor; showSymbol: boolean }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const N = LL.notes;
  const editing = useSelector(notes, editingId) === note.id;
  const confirming = useSelector(notes, confirmingId) === note.id;
  const busy = useSelector(notes, isBusy);
  const idle = useSelector(notes, (s) => s.matches({ ready: "idle" }));
  const editText = useSelector(notes, (s) => s.context.editText);
  const error = useSelector(notes, (s) => (editingId(s) === note.id ? noteError(s) : null));
  const symbol = note.symbol;
  return (
    <li data-note={note.id}>
      <div className="meta">
        {showSymbol ? (
          <Link
            className="symbol"
            to="/ticker/$symbol"
            params={{ symbol: note.symbol }}
            aria-label={N.openTicker({ symbol })}
            dir="ltr"
            data-user-text
          >
            {note.symbol}
          </Link>
        ) : null}
        <span>{N.updated({ date: formatDateTime(note.updatedAt, lang, "local") })}</span>
      </div>
      {editing ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            notes.send({ type: "edit.save" });
          }}
        >
          <Field>
            {N.textField()}
            <textarea
              value={editText}
              dir="auto"
              maxLength={NOTE_LIMITS.text}
              // biome-ignore lint/a11y/noAutofocus: the edit button hands focus to the text it opened
              autoFocus
              aria-invalid={error ? true : undefined}
              onChange={(e) => notes.send({ type: "edit.change", text: e.target.value })}
            />
          </Field>
          <span className="count">{N.chars({ count: editText.trim().length, max: NOTE_LIMITS.text })}</span>
          {error ? <ErrorText role="alert">{error.message || N.failedAction()}</ErrorText> : null}
          <ButtonRow>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? N.saving() : N.save()}
            </Button>
            <Button type="button" $variant="ghost" disabled={busy} onClick={() => notes.send({ type: "edit.cancel" })}>
              {N.cancel()}
            </Button>
          </ButtonRow>
        </form>
      ) : (
        <p className="text" dir="auto" data-user-text>
          {note.text}
        </p>
      )}
      {confirming ? (
        <div className="confirm" role="alertdialog" aria-labelledby={`confirm-${note.id}`}>
          <p id={`confirm-${note.id}`}>{N.confirmDelete()}</p>
          <Button type="button" $variant="danger" autoFocus onClick={() => notes.send({ type: "delete.confirm" })}>
            {N.confirm()}
          </Button>
          <Button type="button" $variant="ghost" onClick={() => notes.send({ type: "delete.cancel" })}>
            {N.keep()}
          </Button>
        </div>
      ) : editing ? null : (
        <ButtonRow className="actions">
          <Button
            type="button"
            $variant="ghost"
            disabled={!idle}
            aria-label={N.editLabel({ symbol })}
            onClick={() => notes.send({ type: "edit", id: note.id })}
          >
            {N.edit()}
          </Button>
          <Button
            type="button"
            $variant="danger"
            disabled={!idle}
            aria-label={N.deleteLabel({ symbol })}
            onClick={() => notes.send({ type: "delete", id: note.id })}
          >
            {N.delete()}
          </Button>
        </ButtonRow>
      )}
    </li>
  );
}
