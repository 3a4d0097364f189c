// About: who makes the product and what it is (names from the brand configuration).
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { useBrand } from "../brand";
import { colors, radii } from "../kit/styles";
import { Section } from "./Section";

const Text = styled("div")`
  display: grid;
  gap: 1rem;
  max-inline-size: 48rem;
  padding: clamp(1.25rem, 4vw, 2rem);
  border: 1px solid ${colors.border};
  border-inline-start: 4px solid ${colors.primary};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  p { margin: 0; color: ${colors.muted}; font-size: 1.05rem; line-height: 1.75; }
  p:first-child { color: ${colors.text}; }
`;

export function About() {
  const { LL } = useI18nContext();
  const { product, provider } = useBrand();
  const a = LL.landing.about;
  return (
    <Section id="about" title={a.title({ product })}>
      <Text>
        <p>{a.p1({ product, provider })}</p>
        <p>{a.p2()}</p>
      </Text>
    </Section>
  );
}
