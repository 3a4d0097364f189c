// The public landing page: top bar, hero, the two videos, features, Solutions, pricing,
// Insights, about and the footer. The top bar's anchors are #features, #solutions, #pricing
// and #insights. It renders before the router has loaded (see src/main.tsx), so nothing here
// uses the router's Link or hooks: see ../navigation.
import { styled } from "goober";
import { lazy, Suspense } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { useLandingAuth } from "../auth/LandingAuth";
import { useBrand } from "../brand";
import { useDocumentTitle } from "../common/title";
import { colors, fonts } from "../kit/styles";
import { Hero } from "./Hero";
import { TopBar } from "./TopBar";

// The sections below the hero and the footer: one chunk, requested with the first render.
const below = () => import("./BelowTheFold");
const Sections = lazy(() => below().then((m) => ({ default: m.Sections })));
const Footer = lazy(() => below().then((m) => ({ default: m.Footer })));

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

/** Keeps the page tall while the sections load, so nothing below the hero jumps. */
const Reserve = styled("div")`
  min-block-size: 100vh;
`;

export function LandingPage() {
  const { LL } = useI18nContext();
  const auth = useLandingAuth();
  const { product } = useBrand();
  useDocumentTitle(LL.layout.landingTitle({ product }), { full: true });
  return (
    <Shell>
      <Skip href="#main">{LL.common.skipToContent()}</Skip>
      <TopBar onScreenerChoose={auth.onScreenerChoose} actions={auth.actions} />
      <main id="main" tabIndex={-1}>
        <Hero onChoose={auth.onScreenerChoose} />
        <Suspense fallback={<Reserve />}>
          <Sections />
        </Suspense>
      </main>
      {auth.modal}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Shell>
  );
}
