// Pricing: Free, Pro (tagged Most Popular) and Enterprise. Prices are not set yet and
// subscriptions are closed for everyone, so every button is disabled.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { Badge } from "../kit/Badge";
import { colors, radii } from "../kit/styles";
import { Section } from "./Section";

const PLANS = ["free", "pro", "enterprise"] as const;
const FEATURES = ["f1", "f2", "f3", "f4"] as const;

const Plans = styled("ul")`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  gap: 1.25rem;
  align-items: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Plan = styled("li")`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  &[data-featured] {
    border-color: ${colors.primary};
    background: linear-gradient(180deg, rgba(139, 108, 255, 0.16), ${colors.surface} 45%);
    box-shadow: 0 20px 60px rgba(109, 79, 240, 0.25);
  }
  h3 { margin: 0; font-size: 1.3rem; }
  > p { margin: 0; color: ${colors.muted}; line-height: 1.55; }
  ul { display: grid; gap: 0.65rem; margin: 0; padding: 0; list-style: none; }
  li { display: flex; gap: 0.6rem; align-items: flex-start; line-height: 1.5; }
  li svg { flex: none; margin-block-start: 0.2rem; color: ${colors.accent}; }
`;

const Top = styled("div")`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Price = styled("p")`
  && {
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 0.5rem;
    color: ${colors.text};
  }
  strong { font-size: 1.9rem; font-weight: 800; }
  strong::first-letter { text-transform: uppercase; }
  span { color: ${colors.muted}; }
`;

const Subscribe = styled("button")`
  margin-block-start: auto;
  min-block-size: 3rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surfaceRaised};
  color: ${colors.muted};
  font: inherit;
  font-weight: 700;
  cursor: not-allowed;
`;

const Check = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);

export function Pricing() {
  const { LL } = useI18nContext();
  const p = LL.landing.pricing;
  return (
    <Section id="pricing" title={p.title()} subtitle={p.subtitle()}>
      <Plans>
        {PLANS.map((plan) => (
          <Plan key={plan} data-featured={plan === "pro" ? "" : undefined}>
            <Top>
              <h3>{p[plan].name()}</h3>
              {plan === "pro" ? <Badge $tone="accent">{p.mostPopular()}</Badge> : null}
            </Top>
            <p>{p[plan].text()}</p>
            <Price>
              <strong>{p.comingSoon()}</strong>
              <span>{p.perMonth()}</span>
            </Price>
            <ul aria-label={p.includes({ plan: p[plan].name() })}>
              {FEATURES.map((f) => (
                <li key={f}>
                  <Check />
                  {p[plan][f]()}
                </li>
              ))}
            </ul>
            <Subscribe type="button" disabled>
              {p.subscribe()}
            </Subscribe>
          </Plan>
        ))}
      </Plans>
    </Section>
  );
}
