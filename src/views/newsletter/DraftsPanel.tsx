// The newsletter's drafts: the list, the draft being written (English and Arabic side by side,
// each in its own direction), its e-mail preview as the server renders it (a sandboxed frame:
// no script runs in it) with the plain text beside, and sending now or at a chosen time.
import { useMachine } from "@xstate/react";
import { styled } from "goober";
import { useState } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { draftsMachine } from "../../machines/newsletter/drafts.machine";
import { formatDateTime } from "../../shared/datetime";
import type { NewsMarket } from "../../shared/news";
import { NEWSLETTER_LANGUAGES, NEWSLETTER_LIMITS } from "../../shared/newsletter";
import { useLang } from "../AppContext";
import { FieldMessage } from "../common/FieldMessage";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { Field } from "../kit/Field";
import { colors } from "../kit/styles";
import { Toolbar } from "../kit/Toolbar";
import { Box, Stack } from "./SubscribersPanel";
import { errorMessage } from "./texts";

const Versions = styled("div")`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  fieldset {
    margin: 0;
    padding: 0.75rem;
    display: grid;
    gap: 0.75rem;
    min-width: 0;
    border: 1px solid var(--p-border);
    border-radius: 10px;
  }
  legend { padding-inline: 0.35rem; font-weight: 700; }
  textarea {
    font: inherit;
    min-block-size: 12rem;
    padding: 0.5rem 0.65rem;
    border-radius: 0.5rem;
    border: 1px solid ${colors.border};
    background: ${colors.bg};
    color: ${colors.text};
    resize: vertical;
    inline-size: 100%;
    box-sizing: border-box;
  }
  textarea:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
  input { inline-size: 100%; box-sizing: border-box; }
`;

const DraftList = styled("ul")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button[aria-pressed="true"] { font-weight: 700; outline: 2px solid currentColor; }
`;

const Frame = styled("iframe")`
  inline-size: 100%;
  block-size: 24rem;
  border: 1px solid var(--p-border, #ccc);
  border-radius: 0.5rem;
  background: #fff;
`;

const Plain = styled("pre")`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0;
  font: inherit;
  font-size: 0.9rem;
`;

/** The datetime-local value of a moment on the reader's clock, and back. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

export function DraftsPanel() {
  const { LL } = useI18nContext();
  const N = LL.newsletter;
  const D = N.drafts;
  const lang = useLang();
  const [state, send] = useMachine(draftsMachine, { input: { language: lang }, inspect });
  const [market, setMarket] = useState<NewsMarket>("SA");
  const ctx = state.context;
  const busy = state.hasTag("busy");
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
  const error = ctx.error ? errorMessage(N, ctx.error, ctx.error.key === "required" ? D.required : undefined) : null;
  return (
    <Stack aria-busy={busy}>
      <Card $look="partner">
        <Box>
          <h3>{D.list()}</h3>
          {ctx.drafts.length === 0 && !busy && <p>{D.none()}</p>}
          <DraftList>
            {ctx.drafts.map((d) => (
              <li key={d.id}>
                <Button
                  type="button"
                  $variant="ghost"
                  aria-pressed={d.id === ctx.id}
                  onClick={() => send({ type: "select", id: d.id })}
                >
                  <span data-user-text="">{d[lang].subject || d.en.subject || d.ar.subject || D.untitled()}</span>
                </Button>
              </li>
            ))}
            <li>
              <Button type="button" onClick={() => send({ type: "new" })}>
                {D.new()}
              </Button>
            </li>
          </DraftList>
          <Toolbar>
            <Field>
              {D.market()}
              <select value={market} onChange={(e) => setMarket(e.target.value as NewsMarket)}>
                {(["SA", "US"] as const).map((m) => (
                  <option key={m} value={m}>
                    {D.markets[m]()}
                  </option>
                ))}
              </select>
            </Field>
            <Button type="button" disabled={busy} onClick={() => send({ type: "fromRecap", market })}>
              {D.fromRecap()}
            </Button>
          </Toolbar>
        </Box>
      </Card>
      <Card $look="partner">
        <Box
          as="form"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            send({ type: "save" });
          }}
        >
          <p>{D.bodyHelp()}</p>
          <Versions>
            {NEWSLETTER_LANGUAGES.map((l) => (
              <fieldset key={l} dir={l === "ar" ? "rtl" : "ltr"} lang={l}>
                <legend>{N.languages[l]()}</legend>
                <Field>
                  {D.subject()}
                  <input
                    value={ctx[l].subject}
                    maxLength={NEWSLETTER_LIMITS.subject}
                    aria-invalid={ctx.error?.field === `${l}.subject` ? true : undefined}
                    onChange={(e) => send({ type: "edit", language: l, field: "subject", value: e.target.value })}
                  />
                </Field>
                <Field>
                  {D.body()}
                  <textarea
                    value={ctx[l].body}
                    maxLength={NEWSLETTER_LIMITS.body}
                    aria-invalid={ctx.error?.field === `${l}.body` ? true : undefined}
                    onChange={(e) => send({ type: "edit", language: l, field: "body", value: e.target.value })}
                  />
                </Field>
              </fieldset>
            ))}
          </Versions>
          <FieldMessage id="nl-draft-error" message={error} />
          <Toolbar>
            <Button type="submit" disabled={busy}>
              {D.save()}
            </Button>
            <span role="status">
              {busy ? N.busy() : ctx.id && !ctx.dirty ? D.saved() : ctx.dirty ? D.unsaved() : ""}
            </span>
            {NEWSLETTER_LANGUAGES.map((l) => (
              <Button
                key={l}
                type="button"
                $variant="ghost"
                disabled={busy}
                onClick={() => send({ type: "preview", language: l })}
              >
                {D.preview({ language: N.languages[l]() })}
              </Button>
            ))}
            {ctx.id && (
              <Button type="button" $variant="danger" disabled={busy} onClick={() => send({ type: "delete" })}>
                {D.delete()}
              </Button>
            )}
          </Toolbar>
        </Box>
      </Card>
      {ctx.preview && (
        <Card $look="partner">
          <Box>
            <h3>{D.previewTitle()}</h3>
            <p dir={ctx.preview.language === "ar" ? "rtl" : "ltr"} data-user-text="">
              <strong>{ctx.preview.subject}</strong>
            </p>
            <Frame title={D.previewFrame()} sandbox="" srcDoc={ctx.preview.html} />
            <details>
              <summary>{D.plainText()}</summary>
              <Plain dir={ctx.preview.language === "ar" ? "rtl" : "ltr"} data-user-text="">
                {ctx.preview.text}
              </Plain>
            </details>
          </Box>
        </Card>
      )}
      <Card $look="partner">
        <Box>
          <h3>{D.when()}</h3>
          <Toolbar>
            <Field>
              {D.at()}
              <input
                type="datetime-local"
                dir="ltr"
                value={ctx.scheduledAt === null ? "" : localInput(ctx.scheduledAt)}
                onChange={(e) =>
                  send({ type: "schedule", at: e.target.value ? new Date(e.target.value).getTime() : null })
                }
              />
            </Field>
            <Button type="button" disabled={busy} onClick={() => send({ type: "send" })}>
              {ctx.scheduledAt === null ? D.send() : D.schedule()}
            </Button>
          </Toolbar>
          <p role="status" aria-live="polite">
            {ctx.sent &&
              (ctx.sent.status === "scheduled" && ctx.sent.scheduledAt > Date.now() + 60_000
                ? D.scheduled({ when: formatDateTime(ctx.sent.scheduledAt, lang, "Asia/Riyadh") })
                : D.sentNow())}
          </p>
        </Box>
      </Card>
    </Stack>
  );
}
