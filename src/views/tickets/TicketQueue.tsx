// The admin panel's Ticket Form section: the queue of tickets by status, 25 a page, and one
// ticket with its conversation and actions (answer: the user is e-mailed; assign; close or
// reopen). The queue machine holds it all.
import { useActorRef, useSelector } from "@xstate/react";
import { useRef } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { type QueueActor, queueMachine } from "../../machines/tickets/queue.machine";
import { pageItems } from "../../shared/pagination";
import { MAX_MESSAGE, QUEUE_FILTERS, type QueueFilter } from "../../shared/tickets";
import { Button, ButtonRow, TextButton } from "../kit/Button";
import { ErrorText, Field, Form } from "../kit/Field";
import { Pager } from "../kit/Pager";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { Conversation, LoadFailed, TextArea, TicketHeading, TicketList, useProblemText } from "./parts";

export function TicketQueueSection() {
  return (
    <WithTexts namespace="tickets">
      <TicketQueueView />
    </WithTexts>
  );
}

function TicketQueueView() {
  const { LL } = useI18nContext();
  const Q = LL.tickets.queue;
  const texts = useRef(LL);
  texts.current = LL;
  const queue = useActorRef(
    queueMachine.provide({
      actions: { notify: (_, { notice }) => toast.success(texts.current.tickets.queue[notice]()) },
    }),
    { inspect },
  );
  const state = useSelector(queue, (s) =>
    s.matches("loading")
      ? "loading"
      : s.matches("failed")
        ? "failed"
        : s.matches("list")
          ? "list"
          : s.matches("opening")
            ? "opening"
            : s.matches("ticketFailed")
              ? "ticketFailed"
              : "ticket",
  );
  const c = useSelector(queue, (s) => s.context);
  const pages = Math.max(1, Math.ceil(c.total / c.pageSize));
  const filterLabel = (f: QueueFilter) => (f === "all" ? Q.all() : LL.tickets.statuses[f]());
  if (state === "opening" || state === "ticketFailed" || state === "ticket")
    return (
      <div>
        <TextButton type="button" onClick={() => queue.send({ type: "back" })}>
          {Q.back()}
        </TextButton>
        {state === "opening" && <Muted role="status">{Q.loading()}</Muted>}
        {state === "ticketFailed" && (
          <LoadFailed
            message={c.error?.message ?? Q.loadFailed()}
            retry={Q.retry()}
            onRetry={() => queue.send({ type: "retry" })}
          />
        )}
        {state === "ticket" && <QueueTicketView queue={queue} />}
      </div>
    );
  return (
    <div>
      <Muted $look="flush">{Q.intro()}</Muted>
      <Field style={{ maxInlineSize: "16rem", marginBlock: "0.75rem" }}>
        {Q.filter()}
        <select
          value={c.filter}
          onChange={(e) => queue.send({ type: "filter", value: e.currentTarget.value as QueueFilter })}
        >
          {QUEUE_FILTERS.map((f) => (
            <option key={f} value={f}>
              {filterLabel(f)}
            </option>
          ))}
        </select>
      </Field>
      {state === "loading" && <Muted role="status">{Q.loading()}</Muted>}
      {state === "failed" && (
        <LoadFailed message={Q.loadFailed()} retry={Q.retry()} onRetry={() => queue.send({ type: "retry" })} />
      )}
      {state === "list" && c.tickets.length === 0 && <Muted>{Q.empty()}</Muted>}
      {state === "list" && c.tickets.length > 0 && (
        <>
          <TicketList
            tickets={c.tickets}
            label={filterLabel(c.filter)}
            testId="ticket-queue"
            onOpen={(id) => queue.send({ type: "select", id })}
            meta={(t) => (
              <>
                <span>
                  {Q.from()} <bdi data-user-text="">{t.user.name}</bdi> · <bdi dir="ltr">{t.user.email}</bdi>
                </span>
                <span>
                  {Q.assignee()} {t.assignee ? <bdi data-user-text="">{t.assignee.name}</bdi> : Q.nobody()}
                </span>
              </>
            )}
          />
          {pages > 1 && (
            <Pager
              label={Q.pages({ page: c.page, pages })}
              current={c.page}
              items={pageItems(c.page, pages)}
              pageLabel={(page) => Q.pages({ page, pages })}
              onPage={(page) => queue.send({ type: "page", page })}
              previous={{
                content: Q.previous(),
                enabled: c.page > 1,
                onClick: () => queue.send({ type: "page", page: c.page - 1 }),
              }}
              next={{
                content: Q.next(),
                enabled: c.page < pages,
                onClick: () => queue.send({ type: "page", page: c.page + 1 }),
              }}
            />
          )}
        </>
      )}
    </div>
  );
}

function QueueTicketView({ queue }: { queue: QueueActor }) {
  const { LL } = useI18nContext();
  const Q = LL.tickets.queue;
  const c = useSelector(queue, (s) => s.context);
  const busy = useSelector(queue, (s) => s.hasTag("busy"));
  const problem = useProblemText();
  const ticket = c.ticket;
  if (!ticket) return null;
  const error = problem(c.error, LL.tickets.form.message());
  return (
    <article aria-labelledby="queue-case-title" data-testid="queue-case">
      <TicketHeading id="queue-case-title" ticket={ticket}>
        {" "}
        · {Q.from()} <bdi data-user-text="">{ticket.user.name}</bdi> · <bdi dir="ltr">{ticket.user.email}</bdi>
      </TicketHeading>
      <Field style={{ maxInlineSize: "20rem", marginBlock: "0.75rem" }}>
        {Q.assignee()}
        <select
          value={ticket.assignee?.id ?? ""}
          disabled={busy}
          onChange={(e) => queue.send({ type: "assign", assigneeId: e.currentTarget.value || null })}
        >
          <option value="">{Q.nobody()}</option>
          {c.assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name || a.email}
            </option>
          ))}
        </select>
      </Field>
      <Conversation ticket={ticket} viewer="admin" />
      {ticket.status !== "closed" && (
        <Form
          noValidate
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            queue.send({ type: "reply.send" });
          }}
          style={{ maxInlineSize: "48rem", marginBlockStart: "1rem" }}
        >
          <Field>
            {Q.reply()}
            <TextArea
              value={c.reply}
              maxLength={MAX_MESSAGE}
              dir="auto"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "queue-reply-error" : undefined}
              onChange={(e) => queue.send({ type: "reply.change", value: e.currentTarget.value })}
            />
          </Field>
          <ButtonRow>
            <Button type="submit" $variant="primary" disabled={busy}>
              {Q.sendReply()}
            </Button>
          </ButtonRow>
        </Form>
      )}
      {error && (
        <ErrorText id="queue-reply-error" role="alert">
          {error}
        </ErrorText>
      )}
      <ButtonRow style={{ marginBlockStart: "1rem" }}>
        {ticket.status === "closed" ? (
          <Button type="button" disabled={busy} onClick={() => queue.send({ type: "reopen" })}>
            {Q.reopen()}
          </Button>
        ) : (
          <Button type="button" $variant="danger" disabled={busy} onClick={() => queue.send({ type: "close" })}>
            {Q.close()}
          </Button>
        )}
      </ButtonRow>
    </article>
  );
}
