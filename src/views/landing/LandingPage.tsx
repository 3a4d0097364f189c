// The public landing page: top bar, hero, the two videos, features, Solutions, pricing,
// Insights, about and the footer. The top bar's anchors are #features, #solutions, #pricing
// and #insights. It renders before the router has loaded (see src/main.tsx), so nothing here
// uses the router's Link or hooks: see ../navigation.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { colors, fonts } from "../styles";
import { About } from "./About";
import { Features } from "./Features";
import { Footer } from "./Footer";
import { Hero } from "./Hero";
import { Insights } from "./Insights";
import { Media } from "./Media";
import { Pricing } from "./Pricing";
import { Solutions } from "./Solutions";
import { TopBar } from "./TopBar";

const Shell = styled("div")`
  min-height: 100vh;
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
  a:focus-visible, button:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
`;

const Skip = styled("a")`
  position: absolute;
  inset-inline-start: 1rem;
  inset-block-start: -4rem;
  z-index: 40;
  padding: 0.6rem 1rem;
  border-radius: 0.5rem;
  background: ${colors.primary};
  color: ${colors.primaryText};
  font-weight: 700;
  &:focus { inset-block-start: 0.75rem; }
`;

export function LandingPage() {
  const { LL } = useI18nContext();
  return (
    <Shell>
      <Skip href="#main">{LL.common.skipToContent()}</Skip>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <Hero />
        <Media />
        <Features />
        <Solutions />
        <Pricing />
        <Insights />
        <About />
      </main>
      <Footer />
    </Shell>
  );
}
