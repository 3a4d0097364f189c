// The public landing page. Sections are anchors of the top bar (#features, #solutions,
// #pricing, #insights). The landing issue completes the content of every section.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { brand } from "../brand";
import { RouteLink } from "../navigation";
import { colors, fonts } from "../styles";
import { TopBar } from "./TopBar";

const Shell = styled("div")`
  min-height: 100vh;
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
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
  const { provider } = brand();
  return (
    <Shell>
      <TopBar />
      <main id="main">
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
        <RouteLink to="/partner/login">{LL.landing.footer.partnerPortal()}</RouteLink>
        <p>{LL.common.copyright({ year: new Date().getFullYear(), provider })}</p>
      </Footer>
    </Shell>
  );
}
