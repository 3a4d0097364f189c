// Text inputs with the server's length limit, and the message of the field at fault under it.
//
// `maxlength` (from src/shared/fields.ts) stops typing at the limit, but a browser also cuts a
// longer PASTE to the limit without a word, and a cut name can differ from what the person
// meant (" My list" of 61 characters became a new 60-character list beside "My list"). So a
// paste that would not fit is taken whole, as pasted: the form then refuses it with a message
// saying how long the field may be, and nothing is cut silently.
import { styled } from "goober";
import type { ClipboardEvent } from "react";

export function limitedInput(max: number, onValue: (value: string) => void) {
  return {
    maxLength: max,
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const text = event.clipboardData.getData("text");
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? input.value.length;
      const next = input.value.slice(0, start) + text + input.value.slice(end);
      if (next.length <= max) return;
      event.preventDefault();
      onValue(next);
    },
  };
}

/** aria attributes of an input whose field has a message (the message's element id). */
export function fieldMessageProps(id: string, message: string | null | undefined) {
  return message ? { "aria-invalid": true as const, "aria-describedby": id } : {};
}

// Outside the field's <label>, so the message is not part of the input's name; it sits just
// under the input (forms space their rows apart).
const Text = styled("p")`
  margin: -0.5rem 0 0;
  color: #ffb3bb;
  font-size: 0.9rem;
  font-weight: 400;
  overflow-wrap: anywhere;
`;

/** The message under a field (after its label), announced when it appears. */
export function FieldMessage({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Text id={id} role="alert" data-field-message="">
      {message}
    </Text>
  );
}
