// The public landing page. Sections are anchors of the top bar (#features, #solutions,
// #pricing, #insights). The landing issue completes the content of every section.
import { Link } from "@tanstack/react-router";
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { brand } from "../brand";
import { colors, fonts } from "../styles";

const Shell = styled("div")`
  min-height: 100vh;
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
`;

const Bar = styled("header")`
  position: sticky;
  inset-block-start: 0;
  display: flex;
  align-items: center;
  gap: 1.5rem;
  padding-block: 0.75rem;
  padding-inline: 1.5rem;
  background: ${colors.surface};
  nav { display: flex; gap: 1rem; }
  a { color: ${colors.text}; }
`;

const Section = styled("section")`
  padding-block: 4rem;
  padding-inline: 1.5rem;
  scroll-margin-block-start: 4rem;
  min-height: 40vh;
`;

const Footer = styled("footer")`
  padding: 2rem 1.5rem;
  background: ${colors.surface};
  a { color: ${colors.accent}; }
`;

export function LandingPage() {
  const { LL } = useI18nContext();
  const { product, provider } = brand();
  return (
    <Shell>
      <Bar>
        <Link to="/" aria-label={LL.landing.nav.home({ product })}>
          {product}
        </Link>
        <nav>
          <a href="#features">{LL.landing.nav.features()}</a>
          <a href="#solutions">{LL.landing.nav.solutions()}</a>
          <a href="#pricing">{LL.landing.nav.pricing()}</a>
          <a href="#insights">{LL.landing.nav.insights()}</a>
        </nav>
      </Bar>
      <main>
        <Section id="hero">
          <h1>{LL.landing.hero.title()}</h1>
          <p>{LL.landing.hero.subtitle()}</p>
        </Section>
        <Section id="features">
          <h2>{LL.landing.sections.features()}</h2>
        </Section>
        <Section id="solutions">
          <h2>{LL.landing.sections.solutions()}</h2>
        </Section>
        <Section id="pricing">
          <h2>{LL.landing.sections.pricing()}</h2>
        </Section>
        <Section id="insights">
          <h2>{LL.landing.sections.insights()}</h2>
        </Section>
      </main>
      <Footer>
        <Link to="/partner/login">{LL.landing.footer.partnerPortal()}</Link>
        <p>{LL.common.copyright({ year: new Date().getFullYear(), provider })}</p>
      </Footer>
    </Shell>
  );
}
