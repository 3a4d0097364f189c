// Pieces the ticket screens share: the status badge, the image picker, a conversation with its
// images, a text area in the fields' look, the words for a problem the form found itself, and the
// list of tickets (the user's cases, the admin queue).
import { styled } from "goober";
import { type ReactNode, useRef } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { TicketError } from "../../machines/tickets/actors";
import { formatDateTime } from "../../shared/datetime";
import {
  IMAGE_TYPES,
  imageUrl,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  MAX_MESSAGE,
  MAX_SUBJECT,
  sizeText,
  type TicketDetail,
  type TicketStatus,
  type TicketSummary,
} from "../../shared/tickets";
import { Badge } from "../kit/Badge";
import { Button, ButtonRow } from "../kit/Button";
import { ErrorText } from "../kit/Field";
import { colors, radii } from "../kit/styles";
import { Muted } from "../kit/Text";
import { VisuallyHidden } from "../kit/VisuallyHidden";

export const TextArea = styled("textarea")`
  font: inherit;
  min-block-size: 8rem;
  padding: 0.6rem 0.7rem;
  border-radius: 0.5rem;
  border: 1px solid ${colors.border};
  background: ${colors.bg};
  color: ${colors.text};
  resize: vertical;
  inline-size: 100%;
  box-sizing: border-box;
  &[aria-invalid="true"] { border-color: ${colors.danger}; }
  &:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
`;

function StatusBadge({ status }: { status: TicketStatus }) {
  const { LL } = useI18nContext();
  return (
    <Badge $tone={status === "answered" ? "active" : status === "open" ? "progress" : "accent"}>
      {LL.tickets.statuses[status]()}
    </Badge>
  );
}

/** The sentence for a problem: the server's message, or the form's own words. */
export function useProblemText() {
  const { LL, locale } = useI18nContext();
  const F = LL.tickets.form;
  return (error: TicketError | undefined | null, label = ""): string | null => {
    if (!error) return null;
    if (error.message) return error.message;
    switch (error.key) {
      case "required":
        return F.errors.required({ field: label });
      case "tooLong":
        return F.errors.tooLong({ field: label, max: error.field === "subject" ? MAX_SUBJECT : MAX_MESSAGE });
      case "tooMany":
        return F.errors.tooMany({ max: MAX_IMAGES });
      case "imageSize":
        return F.errors.imageSize({ name: `\u2068${error.name ?? ""}\u2069`, size: sizeText(MAX_IMAGE_BYTES, locale) });
      case "network":
        return LL.tickets.cases.network();
      default:
        return LL.tickets.cases.failed();
    }
  };
}

const Chosen = styled("ul")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
  li { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
  span { overflow-wrap: anywhere; min-inline-size: 0; }
`;

const Picker = styled("div")`
  display: grid;
  gap: 0.4rem;
  justify-items: start;
  .title { font-size: 0.9rem; }
  .pick {
    position: relative;
    display: inline-flex;
    align-items: center;
    padding: 0.45rem 0.9rem;
    border-radius: 0.5rem;
    border: 1px solid ${colors.border};
    background: ${colors.surfaceRaised};
    color: ${colors.text};
    font-weight: 600;
    cursor: pointer;
  }
  .pick.off { opacity: 0.55; cursor: not-allowed; }
  .pick:focus-within { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
`;

/** The images field: a file input (PNG or JPEG offered; the server judges the bytes) and the
 * chosen files, each with its remove button. */
export function ImagePicker(props: {
  id: string;
  images: readonly File[];
  error: string | null;
  disabled: boolean;
  onAdd(files: File[]): void;
  onRemove(index: number): void;
}) {
  const { LL, locale } = useI18nContext();
  const F = LL.tickets.form;
  const input = useRef<HTMLInputElement>(null);
  const hint = `${props.id}-hint`;
  const err = `${props.id}-error`;
  const full = props.disabled || props.images.length >= MAX_IMAGES;
  return (
    <Picker>
      <span id={`${props.id}-label`} className="title">
        {F.images()}
      </span>
      <Muted $look="flush" id={hint}>
        {F.imagesHint({ max: MAX_IMAGES, size: sizeText(MAX_IMAGE_BYTES, locale) })}
      </Muted>
      {/* The browser's own file button speaks the browser's language, not the page's: it is
          hidden, and this label in the page's words opens it (the input keeps the focus). */}
      <label className={`pick${full ? " off" : ""}`}>
        <span id={`${props.id}-button`}>{F.addImages()}</span>
        <VisuallyHidden>
          <input
            ref={input}
            id={props.id}
            name="images"
            type="file"
            multiple
            accept={IMAGE_TYPES.join(",")}
            disabled={full}
            aria-labelledby={`${props.id}-label ${props.id}-button`}
            aria-describedby={props.error ? `${hint} ${err}` : hint}
            aria-invalid={props.error ? true : undefined}
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              e.currentTarget.value = "";
              if (files.length) props.onAdd(files);
            }}
          />
        </VisuallyHidden>
      </label>
      {props.images.length > 0 && (
        <Chosen>
          {props.images.map((file, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; its place is who it is
            <li key={`${file.name}-${i}`}>
              <span data-user-text="" dir="auto">
                {file.name}
              </span>
              <Button
                type="button"
                $variant="ghost"
                disabled={props.disabled}
                aria-label={F.remove({ name: file.name })}
                onClick={() => {
                  props.onRemove(i);
                  input.current?.focus();
                }}
              >
                ×
              </Button>
            </li>
          ))}
        </Chosen>
      )}
      {props.error && (
        <ErrorText id={err} role="alert">
          {props.error}
        </ErrorText>
      )}
    </Picker>
  );
}

const Thread = styled("ol")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    padding: 0.75rem 0.9rem;
    background: ${colors.surface};
    max-inline-size: 48rem;
  }
  li.support { border-inline-start: 3px solid ${colors.accent}; background: ${colors.surfaceRaised}; }
  header { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; color: ${colors.muted}; font-size: 0.85rem; }
  header strong { color: ${colors.text}; }
  p.body { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.5rem 0 0; line-height: 1.6; }
  .images { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-block-start: 0.5rem; }
  .images a { display: block; }
  .images img {
    display: block;
    max-inline-size: min(14rem, 100%);
    max-block-size: 10rem;
    border-radius: ${radii.sm};
    border: 1px solid ${colors.border};
    background: ${colors.bg};
  }
`;

/** The conversation, oldest first. `viewer` says whose "you" it is. */
export function Conversation({ ticket, viewer }: { ticket: TicketDetail; viewer: "user" | "admin" }) {
  const { LL, locale } = useI18nContext();
  const C = LL.tickets.cases;
  return (
    <Thread aria-label={LL.tickets.caseNumber({ number: ticket.number })} data-testid="conversation">
      {ticket.messages.map((m) => {
        const who =
          m.from === "user"
            ? viewer === "user"
              ? C.you()
              : m.authorName || ticket.user.name
            : viewer === "admin" && m.authorName
              ? `${C.support()} (\u2068${m.authorName}\u2069)`
              : C.support();
        return (
          <li key={m.id} className={m.from}>
            <header>
              <strong data-user-text={viewer === "admin" && m.from === "user" ? "" : undefined}>{who}</strong>
              <time dateTime={new Date(m.createdAt).toISOString()}>{formatDateTime(m.createdAt, locale, "local")}</time>
            </header>
            <p className="body" dir="auto" data-user-text="">
              {m.body}
            </p>
            {m.images.length > 0 && (
              <div className="images">
                {m.images.map((image, i) => (
                  <a key={image.id} href={imageUrl(ticket.id, image.id)} target="_blank" rel="noopener">
                    <img
                      src={imageUrl(ticket.id, image.id)}
                      alt={C.imageAlt({ n: i + 1 })}
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                    />
                  </a>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </Thread>
  );
}

const CaseList = styled("ul")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  max-inline-size: 48rem;
  li > button, li > a {
    display: grid;
    gap: 0.3rem;
    inline-size: 100%;
    text-align: start;
    padding: 0.75rem 0.9rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.text};
    font: inherit;
    cursor: pointer;
    box-sizing: border-box;
  }
  li > button:hover { background: ${colors.surfaceHover}; }
  li > button:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
  .top { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: space-between; }
  .subject { font-weight: 700; overflow-wrap: anywhere; }
  .meta { color: ${colors.muted}; font-size: 0.85rem; display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; }
`;

/** Tickets as a list of buttons: the subject and status, then the case number, the category, what
 * the screen adds (`meta`) and when the ticket last changed. */
export function TicketList<T extends TicketSummary>({
  tickets,
  label,
  testId,
  onOpen,
  meta,
}: {
  tickets: T[];
  label: string;
  testId: string;
  onOpen: (id: string) => void;
  meta: (ticket: T) => ReactNode;
}) {
  const { LL, locale } = useI18nContext();
  return (
    <CaseList aria-label={label} data-testid={testId}>
      {tickets.map((t) => (
        <li key={t.id}>
          <button type="button" onClick={() => onOpen(t.id)}>
            <span className="top">
              <span className="subject" dir="auto" data-user-text="">
                {t.subject}
              </span>
              <StatusBadge status={t.status} />
            </span>
            <span className="meta">
              <span>{LL.tickets.caseNumber({ number: t.number })}</span>
              <span>{LL.tickets.categories[t.category]()}</span>
              {meta(t)}
              <span>{LL.tickets.cases.updated({ time: formatDateTime(t.updatedAt, locale, "local") })}</span>
            </span>
          </button>
        </li>
      ))}
    </CaseList>
  );
}

/** A ticket's heading: the subject, then the status, the case number, the category and what the
 * screen adds (`children`, after the category on the same line). */
export function TicketHeading({ id, ticket, children }: { id: string; ticket: TicketSummary; children?: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <>
      <h2 id={id}>
        <span dir="auto" data-user-text="">
          {ticket.subject}
        </span>
      </h2>
      <ButtonRow>
        <StatusBadge status={ticket.status} />
        <Muted $look="flush" as="span">
          {LL.tickets.caseNumber({ number: ticket.number })} · {LL.tickets.categories[ticket.category]()}
          {children}
        </Muted>
      </ButtonRow>
    </>
  );
}

/** What could not be read, with a button that asks again. */
export function LoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <Muted>{message}</Muted>
      <Button type="button" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
