// The line under a sign-in form that switches to the other form.
import { styled } from "goober";
import { colors } from "../kit/styles";

/** A line with a question and a link-like button ("Don't have an account? Register"). */
export const Switch = styled("p")`
  margin: 1rem 0 0;
  color: ${colors.muted};
  display: flex;
  gap: 0.4rem;
  flex-wrap: wrap;
`;
