// Animations shared by the screens' spinners and placeholders.
import { keyframes } from "goober";

/** One full turn; the spinners and placeholder icons loop it (not when motion is reduced). */
export const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;
