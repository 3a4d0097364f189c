// The newsletter's list: add one address, import a CSV through a preview (the counts, the first
// rows and the first problems), and the subscribers with their status (waiting for confirmation,
// subscribed, unsubscribed, refused).
import { useMachine } from "@xstate/react";
import { styled } from "goober";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { subscribersMachine } from "../../machines/newsletter/subscribers.machine";
import { formatDateTime } from "../../shared/datetime";
import { NEWSLETTER_LANGUAGES, type NewsletterLanguage } from "../../shared/newsletter";
import { useLang } from "../AppContext";
import { FieldMessage } from "../common/FieldMessage";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { Field } from "../kit/Field";
import { keyed, Table, TableWrap } from "../kit/Table";
import { Toolbar } from "../kit/Toolbar";
import { VisuallyHidden } from "../kit/VisuallyHidden";
import { errorMessage } from "./texts";

// The table's cells do not wrap; the server's words do, in a column of their own width.
const Diagnostic = styled("small")`
  display: block;
  margin-top: 0.2rem;
  opacity: 0.85;
  white-space: normal;
  overflow-wrap: anywhere;
  min-width: 16ch;
  max-width: 32ch;
`;

// Grid items may shrink below their content (min-width: 0), so a wide table scrolls in its own
// box instead of pushing the page sideways.
export const Box = styled("div")`
  padding: 1rem;
  display: grid;
  gap: 0.75rem;
  > * { min-width: 0; }
  h3 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; }
`;
export const Stack = styled("div")`
  display: grid;
  gap: 1rem;
  > * { min-width: 0; }
`;

export function SubscribersPanel() {
  const { LL } = useI18nContext();
  const N = LL.newsletter;
  const S = N.subscribers;
  const lang = useLang();
  const [state, send] = useMachine(subscribersMachine, { input: { language: lang }, inspect });
  const ctx = state.context;
  const busy = state.hasTag("busy");
  const fieldError = (field: string) => (ctx.error?.field === field ? ctx.error : null);
  const emailError = fieldError("email");
  const fileError = fieldError("file");
  const otherError = ctx.error && !emailError && !fileError ? errorMessage(N, ctx.error) : null;

  if (state.matches("failed")) {
    return (
      <p role="alert">
        {errorMessage(N, ctx.error, N.loadFailed)}{" "}
        <Button type="button" onClick={() => send({ type: "retry" })}>
          {N.retry()}
        </Button>
      </p>
    );
  }
  return (
    <Stack aria-busy={busy}>
      <Card $look="partner">
        <Box
          as="form"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            send({ type: "add" });
          }}
        >
          <h3>{S.addTitle()}</h3>
          <Toolbar>
            <Field>
              {S.email()}
              <input
                type="email"
                dir="ltr"
                autoComplete="off"
                value={ctx.email}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? "nl-email-error" : undefined}
                onChange={(e) => send({ type: "email.change", value: e.target.value })}
              />
            </Field>
            <Field>
              {S.language()}
              <select
                value={ctx.language}
                onChange={(e) => send({ type: "language.change", value: e.target.value as NewsletterLanguage })}
              >
                {NEWSLETTER_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {N.languages[l]()}
                  </option>
                ))}
              </select>
            </Field>
            <Button type="submit" disabled={busy}>
              {S.add()}
            </Button>
          </Toolbar>
          <FieldMessage id="nl-email-error" message={errorMessage(N, emailError, S.emailRequired)} />
        </Box>
      </Card>
      <Card $look="partner">
        <Box>
          <h3>{S.importTitle()}</h3>
          <p>{S.importHelp()}</p>
          <Field>
            {S.file()}
            <input
              type="file"
              accept=".csv,text/csv"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? "nl-file-error" : undefined}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) send({ type: "file", file });
                e.target.value = "";
              }}
            />
          </Field>
          <FieldMessage
            id="nl-file-error"
            message={errorMessage(N, fileError, fileError?.key === "tooLong" ? S.fileTooLarge : S.fileInvalid)}
          />
          {ctx.preview && <ImportPreview state={state} send={send} />}
        </Box>
      </Card>
      <p role="status" aria-live="polite">
        {busy ? N.busy() : ""}
        {!busy && ctx.notice?.kind === "added" ? S.added() : ""}
        {!busy && ctx.notice?.kind === "imported" ? S.imported({ count: ctx.notice.count }) : ""}
        {!busy && ctx.notice?.kind === "removed" ? S.removed() : ""}
      </p>
      {otherError && <p role="alert">{otherError}</p>}
      <h3>{S.listTitle({ count: ctx.subscribers.length })}</h3>
      {ctx.subscribers.length === 0 && !busy ? (
        <p>{S.empty()}</p>
      ) : (
        <TableWrap $look="partner">
          <Table $look="partner">
            <thead>
              <tr>
                <th scope="col">{S.email()}</th>
                <th scope="col">{S.language()}</th>
                <th scope="col">{S.statusHeader()}</th>
                <th scope="col">{S.since()}</th>
                <th scope="col">
                  <VisuallyHidden>{S.actions()}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {keyed(ctx.subscribers, (s) => s.id).map(([key, s]) => (
                <tr key={key}>
                  <td dir="ltr" data-user-text="">
                    {s.email}
                  </td>
                  <td>{N.languages[s.language]()}</td>
                  <td>
                    {S.status[s.status]()}
                    {/* A refusal or a delay, in the receiving server's own words (English SMTP
                        text): on the row, not in a tooltip that touch and keyboard never see. */}
                    {s.lastError && (
                      <Diagnostic>
                        {S.serverSaid()}{" "}
                        <bdi dir="ltr" lang="en" data-user-text="">
                          {s.lastError}
                        </bdi>
                      </Diagnostic>
                    )}
                  </td>
                  <td>{formatDateTime(s.createdAt, lang, "Asia/Riyadh")}</td>
                  <td>
                    <Button
                      type="button"
                      $variant="danger"
                      disabled={busy}
                      aria-label={S.remove({ email: s.email })}
                      onClick={() => send({ type: "remove", id: s.id })}
                    >
                      ×
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Stack>
  );
}

type Machine = ReturnType<typeof useMachine<typeof subscribersMachine>>;

function ImportPreview({ state, send }: { state: Machine[0]; send: Machine[1] }) {
  const { LL } = useI18nContext();
  const N = LL.newsletter;
  const S = N.subscribers;
  const preview = state.context.preview!;
  // The answer holds the file's first rows and its first rows with a problem (the counts cover all).
  const shown = [...new Map([...preview.rows, ...preview.errors].map((r) => [r.line, r])).values()].sort(
    (a, b) => a.line - b.line,
  );
  return (
    <>
      <p role="status">{S.preview({ valid: preview.valid, total: preview.total })}</p>
      {shown.length < preview.total && <p>{S.previewShown({ shown: shown.length, total: preview.total })}</p>}
      <TableWrap $look="partner">
        <Table $look="partner">
          <thead>
            <tr>
              <th scope="col">{S.line()}</th>
              <th scope="col">{S.email()}</th>
              <th scope="col">{S.language()}</th>
              <th scope="col">{S.problem()}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.line} data-problem={r.error ? "" : undefined}>
                <td>{r.line}</td>
                <td dir="ltr" data-user-text="">
                  {r.email}
                </td>
                <td>{N.languages[r.language]()}</td>
                <td>{r.error ? S.rowProblem[r.error]() : S.ok()}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <Toolbar>
        <Button
          type="button"
          disabled={preview.valid === 0 || state.hasTag("busy")}
          onClick={() => send({ type: "import.confirm" })}
        >
          {S.confirmImport({ count: preview.valid })}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => send({ type: "import.cancel" })}>
          {S.cancelImport()}
        </Button>
      </Toolbar>
    </>
  );
}
