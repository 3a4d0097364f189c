// The dashboard's Ticket Form section: subject, category, message and up to 3 images. The
// ticketForm machine holds the form; once sent it shows the case number with a link to the case.
import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useRef } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { ticketFormMachine } from "../../machines/tickets/ticketForm.machine";
import { MAX_MESSAGE, MAX_SUBJECT, TICKET_CATEGORIES, TICKET_LIMITS } from "../../shared/tickets";
import { Button, ButtonRow } from "../kit/Button";
import { ErrorText, Field, Form } from "../kit/Field";
import { colors } from "../kit/styles";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { ImagePicker, TextArea, useProblemText } from "./parts";

const Narrow = styled("div")`
  max-inline-size: 40rem;
  display: grid;
  gap: 0.75rem;
  a { color: ${colors.accent}; }
`;

export function TicketFormSection() {
  return (
    <WithTexts namespace="tickets">
      <TicketFormView />
    </WithTexts>
  );
}

function TicketFormView() {
  const { LL } = useI18nContext();
  const F = LL.tickets.form;
  const texts = useRef(LL);
  texts.current = LL;
  const form = useActorRef(
    ticketFormMachine.provide({
      actions: {
        focusFirstError: () =>
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>('#ticket-form [aria-invalid="true"]')?.focus(),
          ),
        sentNotice: (_, { number }) => {
          toast.success(texts.current.tickets.form.sent({ number }));
          requestAnimationFrame(() => document.querySelector<HTMLElement>("#ticket-sent")?.focus());
        },
      },
    }),
    { inspect },
  );
  const c = useSelector(form, (s) => s.context);
  const busy = useSelector(form, (s) => s.hasTag("busy"));
  const sent = useSelector(form, (s) => (s.matches("sent") ? s.context.sent : null));
  const problem = useProblemText();
  if (sent)
    return (
      <Narrow className="sent">
        <p id="ticket-sent" tabIndex={-1} role="status">
          {F.sent({ number: sent.number })}
        </p>
        <ButtonRow>
          <Link to="/trading-screener" search={{ section: "caseHandler", ticket: sent.id }}>
            {F.openCase()}
          </Link>
          <Button type="button" onClick={() => form.send({ type: "another" })}>
            {F.another()}
          </Button>
        </ButtonRow>
      </Narrow>
    );
  const subjectError = problem(c.errors.subject, F.subject());
  const categoryError = problem(c.errors.category, F.category());
  const messageError = problem(c.errors.message, F.message());
  const formError = problem(c.errors.form);
  return (
    <Narrow>
      <Muted $look="flush">{F.intro()}</Muted>
      <Muted $look="flush">{F.limits(TICKET_LIMITS)}</Muted>
      <Form
        id="ticket-form"
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          form.send({ type: "submit" });
        }}
      >
        <Field>
          {F.subject()}
          <input
            name="subject"
            value={c.subject}
            maxLength={MAX_SUBJECT}
            dir="auto"
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={subjectError ? "subject-error" : undefined}
            onChange={(e) => form.send({ type: "field.change", field: "subject", value: e.currentTarget.value })}
          />
          {subjectError && <ErrorText id="subject-error">{subjectError}</ErrorText>}
        </Field>
        <Field>
          {F.category()}
          <select
            name="category"
            value={c.category}
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={categoryError ? "category-error" : undefined}
            onChange={(e) =>
              form.send({ type: "category.change", value: e.currentTarget.value as (typeof TICKET_CATEGORIES)[number] })
            }
          >
            <option value="">{F.chooseCategory()}</option>
            {TICKET_CATEGORIES.map((key) => (
              <option key={key} value={key}>
                {LL.tickets.categories[key]()}
              </option>
            ))}
          </select>
          {categoryError && <ErrorText id="category-error">{categoryError}</ErrorText>}
        </Field>
        <Field>
          {F.message()}
          <TextArea
            name="message"
            value={c.message}
            maxLength={MAX_MESSAGE}
            dir="auto"
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? "message-error" : undefined}
            onChange={(e) => form.send({ type: "field.change", field: "message", value: e.currentTarget.value })}
          />
          {messageError && <ErrorText id="message-error">{messageError}</ErrorText>}
        </Field>
        <ImagePicker
          id="ticket-images"
          images={c.images}
          error={problem(c.errors.images)}
          disabled={busy}
          onAdd={(files) => form.send({ type: "images.add", files })}
          onRemove={(index) => form.send({ type: "images.remove", index })}
        />
        {formError && <ErrorText role="alert">{formError}</ErrorText>}
        <ButtonRow>
          <Button type="submit" $variant="primary" disabled={busy}>
            {busy ? F.sending() : F.send()}
          </Button>
        </ButtonRow>
      </Form>
    </Narrow>
  );
}
