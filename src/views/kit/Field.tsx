// Form pieces of every screen: a labelled field (label around its input or select), the form's
// grid and the error line. Two looks: the signed-in screens' compact fields ("app") and the
// sign-in forms' larger ones ("signIn": the sign-in modal, the reset page, the partner login).
import { css, styled } from "goober";
import { colors, radii } from "./styles";

type FieldLook = "app" | "signIn" | "search";

const appField = `
  display: grid;
  gap: 0.35rem;
  font-size: 0.9rem;
  input, select {
    font: inherit;
    padding: 0.5rem 0.65rem;
    border-radius: 0.5rem;
    border: 1px solid ${colors.border};
    background: ${colors.bg};
    color: ${colors.text};
    min-width: 0;
  }
  input[aria-invalid="true"] { border-color: ${colors.danger}; }
  input:focus-visible, select:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
`;

const signInField = `
  display: grid;
  gap: 0.35rem;
  font-weight: 600;
  font-size: 0.95rem;
  input {
    min-block-size: 2.75rem;
    padding-inline: 0.8rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.bg};
    color: ${colors.text};
    font: inherit;
    font-weight: 400;
  }
  input:focus-visible { outline: 2px solid ${colors.primary}; outline-offset: 1px; }
  small { color: ${colors.muted}; font-weight: 400; }
`;

/** The support page's one-line search: the field grows in its row beside the button. */
const searchField = `
  display: grid;
  gap: 0.35rem;
  flex: 1 1 16rem;
  font-weight: 600;
  input {
    padding: 0.6rem 0.75rem;
    border-radius: ${radii.sm};
    border: 1px solid ${colors.border};
    background: ${colors.bg};
    color: ${colors.text};
    font: inherit;
  }
`;

export const Field = styled("label")<{ $look?: FieldLook }>`
  ${(p) => (p.$look === "signIn" ? signInField : p.$look === "search" ? searchField : appField)}
`;

const appError = `
  color: ${colors.danger};
  margin: 0;
  font-size: 0.9rem;
`;

const signInError = `
  margin: 0;
  padding: 0.6rem 0.8rem;
  border-radius: ${radii.sm};
  background: rgba(255, 107, 122, 0.12);
  color: #ffb3bb;
  font-size: 0.95rem;
`;

/** A field's or a form's error: a red line ("app"), or a tinted box over a sign-in form. */
export const ErrorText = styled("p")<{ $look?: "app" | "signIn"; as?: "p" | "span" | "div" }>`
  ${(p) => (p.$look === "signIn" ? signInError : appError)}
`;

export const Form = styled("form")`
  display: grid;
  gap: 0.9rem;
`;

/** A select inside a table row (a holding's zakat method), in the look of the app's fields. */
export const cellSelect = css`
  font: inherit;
  font-size: 0.9rem;
  max-inline-size: 100%;
  padding: 0.35rem 0.5rem;
  border-radius: 0.5rem;
  border: 1px solid ${colors.border};
  background: ${colors.bg};
  color: ${colors.text};
  &:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
`;
