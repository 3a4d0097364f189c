// The newsletter's sends: status and progress of each (refreshed while one is under way), its
// pause, resume and cancel, and, opened, the addresses the newsletter did not reach with the
// mail server's answer.
import { useMachine } from "@xstate/react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { sendsMachine } from "../../machines/newsletter/sends.machine";
import { formatDateTime } from "../../shared/datetime";
import type { Send } from "../../shared/newsletter";
import { useLang } from "../AppContext";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { Table, TableWrap } from "../kit/Table";
import { Toolbar } from "../kit/Toolbar";
import { Box, Stack } from "./SubscribersPanel";
import { errorMessage } from "./texts";

const MOVES: Record<Send["status"], ("pause" | "resume" | "cancel")[]> = {
  scheduled: ["pause", "cancel"],
  sending: ["pause", "cancel"],
  paused: ["resume", "cancel"],
  done: [],
  cancelled: [],
};

export function SendsPanel() {
  const { LL } = useI18nContext();
  const N = LL.newsletter;
  const T = N.sends;
  const lang = useLang();
  const [state, send] = useMachine(sendsMachine, { inspect });
  const ctx = state.context;
  const busy = state.hasTag("busy");
  const error = errorMessage(N, ctx.error);
  return (
    <Stack aria-busy={busy}>
      {error && <p role="alert">{error}</p>}
      {ctx.sends.length === 0 && !busy && <p>{T.empty()}</p>}
      {ctx.sends.map((s) => {
        const open = ctx.openId === s.id;
        return (
          <Card key={s.id} $look="partner" as="article" data-send={s.status}>
            <Box>
              <h3 data-user-text="">{s.subject[lang] || s.subject.en || s.subject.ar}</h3>
              <p>
                <strong>{T.status[s.status]()}</strong> · {T.scheduledAt()}{" "}
                {formatDateTime(s.startedAt ?? s.scheduledAt, lang, "Asia/Riyadh")}
              </p>
              <p role="status">
                {T.progress({ sent: s.counts.sent, total: s.counts.total })}
                {s.counts.failed > 0 && ` · ${T.failedCount({ failed: s.counts.failed })}`}
                {s.counts.pending > 0 && ` · ${T.pendingCount({ pending: s.counts.pending })}`}
              </p>
              <progress max={Math.max(1, s.counts.total)} value={s.counts.sent + s.counts.failed} />
              <Toolbar>
                {MOVES[s.status].map((action) => (
                  <Button
                    key={action}
                    type="button"
                    $variant={action === "cancel" ? "danger" : undefined}
                    disabled={busy}
                    onClick={() => send({ type: "move", id: s.id, action })}
                  >
                    {T[action]()}
                  </Button>
                ))}
                <Button
                  type="button"
                  $variant="ghost"
                  aria-expanded={open}
                  onClick={() => send(open ? { type: "close" } : { type: "open", id: s.id })}
                >
                  {open ? T.close() : T.open()}
                </Button>
              </Toolbar>
              {open && !state.matches("detail") && (
                <section aria-label={T.problems()}>
                  <h4>{T.problems()}</h4>
                  {ctx.problems.length === 0 ? (
                    <p>{T.noProblems()}</p>
                  ) : (
                    <TableWrap $look="partner">
                      <Table $look="partner">
                        <thead>
                          <tr>
                            <th scope="col">{N.subscribers.email()}</th>
                            <th scope="col">{N.subscribers.statusHeader()}</th>
                            <th scope="col">{T.attempts()}</th>
                            <th scope="col">{T.answer()}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {ctx.problems.map((p) => (
                            <tr key={p.email}>
                              <td dir="ltr" data-user-text="">
                                {p.email}
                              </td>
                              <td>{p.status === "failed" ? T.gaveUp() : T.waiting()}</td>
                              <td>{p.attempts}</td>
                              <td dir="ltr" data-user-text="">
                                {p.error ?? ""}
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </Table>
                    </TableWrap>
                  )}
                </section>
              )}
            </Box>
          </Card>
        );
      })}
    </Stack>
  );
}
