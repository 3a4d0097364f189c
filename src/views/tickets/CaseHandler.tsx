// The dashboard's Case Handler section: the user's tickets with their status, and the ticket of
// the address (?ticket=…) with its conversation and a reply form while it is not closed. The
// cases machine holds both; this view follows the address and sends what the user does.
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { type CasesActor, casesMachine } from "../../machines/tickets/cases.machine";
import { MAX_MESSAGE } from "../../shared/tickets";
import { Button, ButtonRow, TextButton } from "../kit/Button";
import { ErrorText, Form } from "../kit/Field";
import { colors } from "../kit/styles";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { Conversation, ImagePicker, LoadFailed, TextArea, TicketHeading, TicketList, useProblemText } from "./parts";

export function CaseHandlerSection() {
  return (
    <WithTexts namespace="tickets">
      <CaseHandlerView />
    </WithTexts>
  );
}

/** The section's frame: links in the app's accent colour. */
const Frame = styled("div")`
  a { color: ${colors.accent}; }
`;

function CaseHandlerView() {
  const { LL } = useI18nContext();
  const C = LL.tickets.cases;
  const { ticket: ticketParam } = useSearch({ from: "/signed-in/trading-screener" });
  const navigate = useNavigate({ from: "/trading-screener" });
  const texts = useRef(LL);
  texts.current = LL;
  const cases = useActorRef(
    casesMachine.provide({ actions: { replied: () => toast.success(texts.current.tickets.cases.replied()) } }),
    { input: { ticketId: ticketParam ?? null }, inspect },
  );
  // The address leads: a ticket opened, another chosen, Back to the list.
  const shown = useRef(ticketParam ?? null);
  useEffect(() => {
    const next = ticketParam ?? null;
    if (next === shown.current) return;
    shown.current = next;
    cases.send(next ? { type: "select", id: next } : { type: "back" });
  }, [ticketParam, cases]);
  const open = (id: string | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, section: "caseHandler", ticket: id }) });
  const state = useSelector(cases, (s) =>
    s.matches("loading")
      ? "loading"
      : s.matches("failed")
        ? "failed"
        : s.matches("list")
          ? "list"
          : s.matches("missing")
            ? "missing"
            : s.matches("ticketFailed")
              ? "ticketFailed"
              : s.matches("opening")
                ? "opening"
                : "ticket",
  );
  const tickets = useSelector(cases, (s) => s.context.tickets);
  if (state === "loading") return <Muted role="status">{C.loading()}</Muted>;
  if (state === "failed")
    return <LoadFailed message={C.loadFailed()} retry={C.retry()} onRetry={() => cases.send({ type: "retry" })} />;
  if (state !== "list")
    return (
      <Frame>
        <TextButton type="button" onClick={() => open(undefined)}>
          {C.back()}
        </TextButton>
        {state === "opening" && <Muted role="status">{C.loading()}</Muted>}
        {state === "missing" && <Muted role="alert">{C.notFound()}</Muted>}
        {state === "ticketFailed" && (
          <LoadFailed message={C.loadFailed()} retry={C.retry()} onRetry={() => cases.send({ type: "retry" })} />
        )}
        {state === "ticket" && <TicketView cases={cases} />}
      </Frame>
    );
  return (
    <Frame>
      <Muted $look="flush">{C.intro()}</Muted>
      {tickets.length === 0 ? (
        <p>
          {C.empty()}{" "}
          <Link to="/trading-screener" search={{ section: "ticketForm" }}>
            {C.newTicket()}
          </Link>
        </p>
      ) : (
        <>
          <p>
            <Link to="/trading-screener" search={{ section: "ticketForm" }}>
              {C.newTicket()}
            </Link>
          </p>
          <TicketList
            tickets={tickets}
            label={C.listLabel()}
            testId="case-list"
            onOpen={open}
            meta={(t) => <span>{LL.tickets.queue.messages({ count: t.messageCount })}</span>}
          />
        </>
      )}
    </Frame>
  );
}

function TicketView({ cases }: { cases: CasesActor }) {
  const { LL } = useI18nContext();
  const C = LL.tickets.cases;
  const ticket = useSelector(cases, (s) => s.context.ticket);
  const reply = useSelector(cases, (s) => s.context.reply);
  const images = useSelector(cases, (s) => s.context.images);
  const errors = useSelector(cases, (s) => s.context.errors);
  const busy = useSelector(cases, (s) => s.hasTag("busy"));
  const problem = useProblemText();
  if (!ticket) return null;
  const messageError = problem(errors.message, LL.tickets.form.message());
  const formError = problem(errors.form);
  return (
    <article aria-labelledby="case-title" data-testid="case">
      <TicketHeading id="case-title" ticket={ticket} />
      <Conversation ticket={ticket} viewer="user" />
      {ticket.status === "closed" ? (
        <Muted>{C.closedNote()}</Muted>
      ) : (
        <Form
          noValidate
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            cases.send({ type: "reply.send" });
          }}
          style={{ maxInlineSize: "48rem", marginBlockStart: "1rem" }}
        >
          <label htmlFor="case-reply">{C.reply()}</label>
          <TextArea
            id="case-reply"
            value={reply}
            maxLength={MAX_MESSAGE}
            dir="auto"
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? "case-reply-error" : undefined}
            onChange={(e) => cases.send({ type: "reply.change", value: e.currentTarget.value })}
          />
          {messageError && <ErrorText id="case-reply-error">{messageError}</ErrorText>}
          <ImagePicker
            id="case-images"
            images={images}
            error={problem(errors.images)}
            disabled={busy}
            onAdd={(files) => cases.send({ type: "images.add", files })}
            onRemove={(index) => cases.send({ type: "images.remove", index })}
          />
          {formError && <ErrorText role="alert">{formError}</ErrorText>}
          <ButtonRow>
            <Button type="submit" $variant="primary" disabled={busy}>
              {C.sendReply()}
            </Button>
          </ButtonRow>
        </Form>
      )}
    </article>
  );
}
