// The watchlist dialogs: create a list, add a ticker to a chosen list, and confirm a delete.
// Each renders the dialog actor it is given; Save asks the machine whether it may submit.
import { useSelector } from "@xstate/react";
import { styled } from "goober";
import { useId } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { DialogError } from "../../machines/scanner/watchlistName.machine";
import type { AddDialogActor, NameDialogActor, WatchlistsActor } from "../../machines/scanner/watchlists.machine";
import { MAX_WATCHLIST_NAME } from "../../shared/watchlists";
import { limitedInput } from "../common/FieldMessage";
import { Button } from "../kit/Button";
import { ErrorText, Field } from "../kit/Field";
import { LongName, LongText } from "../kit/LongName";
import { Modal, SubmitRow } from "../kit/Modal";
import { colors } from "../kit/styles";
import { Muted } from "../kit/Text";

export function useDialogError(error: DialogError | null): string | null {
  const { LL } = useI18nContext();
  if (!error) return null;
  return "key" in error ? LL.scanner.watchlist[error.key]() : error.message;
}

export function CreateWatchlistDialog(props: { dialog: NameDialogActor }) {
  const { LL } = useI18nContext();
  const W = LL.scanner.watchlist;
  const id = useId();
  const { dialog } = props;
  const name = useSelector(dialog, (s) => s.context.name);
  const busy = useSelector(dialog, (s) => s.hasTag("busy"));
  const error = useDialogError(useSelector(dialog, (s) => s.context.error));
  return (
    <Modal labelledBy={`${id}-title`} onCancel={() => dialog.send({ type: "cancel" })}>
      <h2 id={`${id}-title`}>{W.createTitle()}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          dialog.send({ type: "submit" });
        }}
      >
        <Field>
          {W.nameLabel()}
          <input
            data-autofocus
            value={name}
            {...limitedInput(MAX_WATCHLIST_NAME, (value) => dialog.send({ type: "name.change", value }))}
            aria-invalid={error ? "true" : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => dialog.send({ type: "name.change", value: e.target.value })}
          />
        </Field>
        {error ? (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        ) : null}
        <SubmitRow
          cancel={W.cancel()}
          submit={W.confirmCreate()}
          busyText={W.saving()}
          busy={busy}
          onCancel={() => dialog.send({ type: "cancel" })}
        />
      </form>
    </Modal>
  );
}

const Choices = styled("fieldset")`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.4rem;
  max-height: 50vh;
  overflow-y: auto;
  legend { margin-block-end: 0.5rem; color: ${colors.muted}; }
  label {
    display: flex;
    min-width: 0;
    align-items: center;
    gap: 0.6rem;
    padding: 0.55rem 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: 0.5rem;
    cursor: pointer;
  }
  label:has(input:checked) { border-color: ${colors.accent}; }
  label:has(input:disabled) { cursor: not-allowed; color: ${colors.muted}; }
  .held { margin-inline-start: auto; font-size: 0.85rem; }
  input { accent-color: ${colors.accent}; flex: none; }
`;

export function AddToWatchlistDialog(props: { dialog: AddDialogActor }) {
  const { LL } = useI18nContext();
  const W = LL.scanner.watchlist;
  const id = useId();
  const { dialog } = props;
  const symbol = useSelector(dialog, (s) => s.context.symbol);
  const lists = useSelector(dialog, (s) => s.context.lists);
  const chosen = useSelector(dialog, (s) => s.context.watchlistId);
  const firstFree = lists.find((l) => !l.tickers.some((t) => t.tickerName === symbol))?._id;
  const canSave = useSelector(dialog, (s) => s.can({ type: "submit" }));
  const busy = useSelector(dialog, (s) => s.hasTag("busy"));
  const error = useDialogError(useSelector(dialog, (s) => s.context.error));
  return (
    <Modal labelledBy={`${id}-title`} onCancel={() => dialog.send({ type: "cancel" })}>
      <h2 id={`${id}-title`}>{W.addTitle({ symbol })}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          dialog.send({ type: "submit" });
        }}
      >
        {lists.length === 0 ? (
          <Muted>{W.noListsForAdd()}</Muted>
        ) : (
          <Choices>
            <legend>{W.chooseList()}</legend>
            {lists.map((list) => {
              // A list that already holds the symbol is shown, not offered.
              const held = list.tickers.some((t) => t.tickerName === symbol);
              return (
                <label key={list._id}>
                  <input
                    type="radio"
                    name={`${id}-list`}
                    value={list._id}
                    disabled={held}
                    data-autofocus={list._id === firstFree ? true : undefined}
                    checked={chosen === list._id}
                    onChange={() => dialog.send({ type: "list.choose", watchlistId: list._id })}
                  />
                  <LongName name={list.watchlistName} />
                  {held ? <span className="held">{W.alreadyIn()}</span> : null}
                </label>
              );
            })}
          </Choices>
        )}
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <SubmitRow
          cancel={W.cancel()}
          submit={W.save()}
          busyText={W.saving()}
          busy={busy}
          disabled={!canSave}
          onCancel={() => dialog.send({ type: "cancel" })}
        />
      </form>
    </Modal>
  );
}

export function DeleteWatchlistDialog(props: { watchlists: WatchlistsActor; name: string }) {
  const { LL } = useI18nContext();
  const W = LL.scanner.watchlist;
  const id = useId();
  const { watchlists } = props;
  const busy = useSelector(watchlists, (s) => s.hasTag("busy"));
  return (
    <Modal labelledBy={`${id}-title`} role="alertdialog" onCancel={() => watchlists.send({ type: "delete.cancel" })}>
      <h2 id={`${id}-title`}>{W.deleteTitle()}</h2>
      <p>
        <LongText text={W.deleteText({ name: props.name })} name={props.name} />
      </p>
      <div className="actions">
        <Button type="button" data-autofocus onClick={() => watchlists.send({ type: "delete.cancel" })} disabled={busy}>
          {W.cancel()}
        </Button>
        <Button
          type="button"
          $variant="danger"
          onClick={() => watchlists.send({ type: "delete.confirm" })}
          disabled={busy}
        >
          {W.delete()}
        </Button>
      </div>
    </Modal>
  );
}
