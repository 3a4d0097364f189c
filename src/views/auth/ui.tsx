// Form pieces shared by the login/register modal and the partner login page.
import { styled } from "goober";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import type { AuthMessage } from "../../machines/auth/messages";
import { colors, fonts, radii } from "../styles";

export const Form = styled("form")`
  display: grid;
  gap: 0.9rem;
`;

export const Field = styled("label")`
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

export const Primary = styled("button")`
  min-block-size: 2.75rem;
  padding-inline: 1.2rem;
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.bg};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled { opacity: 0.75; cursor: progress; }
  &:focus-visible { outline: 2px solid ${colors.text}; outline-offset: 2px; }
`;

export const TextButton = styled("button")`
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.accent};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

/** A line with a question and a link-like button ("Don't have an account? Register"). */
export const Switch = styled("p")`
  margin: 1rem 0 0;
  color: ${colors.muted};
  display: flex;
  gap: 0.4rem;
  flex-wrap: wrap;
`;

export const ErrorText = styled("p")`
  margin: 0;
  padding: 0.6rem 0.8rem;
  border-radius: ${radii.sm};
  background: rgba(255, 107, 122, 0.12);
  color: #ffb3bb;
  font-size: 0.95rem;
`;

export function messageText(LL: TranslationFunctions, message: AuthMessage | null): string | null {
  if (!message) return null;
  if (message.kind === "server") return message.text;
  if (message.kind === "locked") return LL.signIn.locked.message({ minutes: message.minutes });
  if (message.key === "otpExpired") return LL.auth.otp.expired();
  return LL.auth.messages[message.key]();
}

/** A page of its own for an e-mailed link (sign-in link, password reset): one card in the middle. */
export const StandalonePage = styled("main")`
  min-height: 100vh;
  display: grid;
  place-items: center;
  font-family: ${fonts.body};
  color: ${colors.text};
`;

/** The card's top line: the brand home link and the language toggle. */
export const StandaloneTop = styled("div")`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  a { color: ${colors.text}; font-weight: 800; text-decoration: none; font-size: 1.1rem; }
`;
