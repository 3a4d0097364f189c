// The placeholder of a signed-in section that is not built yet: a turning gear (still when the
// visitor prefers reduced motion), the title, the apology and 'Stay tuned'.
import { styled } from "goober";
import { spin } from "./motion";
import { colors } from "./styles";

const Placeholder = styled("section")`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: 0.75rem;
  padding-block: 4rem;
  padding-inline: 1rem;
  max-width: 40rem;
  margin-inline: auto;
  .icon { font-size: 2.5rem; }
  @media (prefers-reduced-motion: no-preference) {
    .icon { animation: ${spin} 6s linear infinite; }
  }
  h2 { margin: 0; }
  p { color: ${colors.muted}; margin: 0; line-height: 1.6; }
  strong { color: ${colors.accent}; }
`;

export function UnderDevelopmentNote(props: { title: string; apology: string; stayTuned: string }) {
  return (
    <Placeholder aria-labelledby="placeholder-title">
      <span className="icon" aria-hidden="true">
        ⚙
      </span>
      <h2 id="placeholder-title">{props.title}</h2>
      <p>{props.apology}</p>
      <strong>{props.stayTuned}</strong>
    </Placeholder>
  );
}
