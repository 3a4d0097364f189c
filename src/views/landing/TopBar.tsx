// The landing page's sticky top bar: logo (home), anchor links to the sections, the Screener
// dropdown, the language toggle, and below 1024 px a menu button that opens the same links.
// It renders before the router has loaded (see src/main.tsx): links use RouteLink and
// useNavigateTo from ../navigation, never the router's own Link or hooks.

import { styled } from "goober";
import { type ReactNode, useId } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { useBrand } from "../brand";
import { LanguageToggle, languagePill } from "../common/LanguageToggle";
import { PhoneMenuButton, usePhoneMenu } from "../common/PhoneMenu";
import { colors, layout, radii } from "../kit/styles";
import { RouteLink } from "../navigation";
import { RocketMark } from "./RocketMark";
import { ScreenerLinks, ScreenerMenu, type ScreenerPath } from "./ScreenerMenu";

export const SECTION_IDS = ["features", "solutions", "pricing", "insights"] as const;
type SectionId = (typeof SECTION_IDS)[number];

const DESKTOP = "@media (min-width: 1024px)";

const Header = styled("header")`
  position: sticky;
  inset-block-start: 0;
  z-index: 20;
  background: rgba(10, 15, 31, 0.86);
  backdrop-filter: saturate(1.4) blur(12px);
  border-block-end: 1px solid ${colors.border};
`;

const Inner = styled("div")`
  display: flex;
  align-items: center;
  gap: 1rem;
  max-inline-size: ${layout.maxWidth};
  min-block-size: 4rem;
  margin-inline: auto;
  padding-inline: ${layout.gutter};
`;

const Logo = styled(RouteLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.55rem;
  color: ${colors.text};
  text-decoration: none;
  font-weight: 800;
  font-size: 1.2rem;
  letter-spacing: 0.01em;
  margin-inline-end: auto;
  ${DESKTOP} { margin-inline-end: 1rem; }
`;

const DesktopNav = styled("nav")`
  display: none;
  ${DESKTOP} {
    display: flex;
    gap: 0.25rem;
    margin-inline-end: auto;
  }
  a {
    padding: 0.5rem 0.75rem;
    border-radius: ${radii.sm};
    color: ${colors.muted};
    text-decoration: none;
    font-weight: 500;
    text-transform: capitalize;
  }
  a:hover { color: ${colors.text}; background: ${colors.surfaceRaised}; }
`;

const DesktopOnly = styled("div")`
  display: none;
  ${DESKTOP} { display: block; }
`;

const Panel = styled("div")`
  border-block-start: 1px solid ${colors.border};
  padding-block: 0.75rem 1.25rem;
  padding-inline: ${layout.gutter};
  ${DESKTOP} { display: none; }
  nav ul, ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.25rem; }
  a {
    display: block;
    padding: 0.75rem;
    border-radius: ${radii.sm};
    color: ${colors.text};
    text-decoration: none;
    font-weight: 600;
    text-transform: capitalize;
  }
  a:hover, a:focus-visible { background: ${colors.surfaceRaised}; }
  p {
    margin: 0.75rem 0 0.25rem;
    padding-inline: 0.75rem;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
`;

function SectionLinks({ onFollow }: { onFollow?: () => void }) {
  const { LL } = useI18nContext();
  const labels: Record<SectionId, string> = {
    features: LL.landing.nav.features(),
    solutions: LL.landing.nav.solutions(),
    pricing: LL.landing.nav.pricing(),
    insights: LL.landing.nav.insights(),
  };
  return (
    <>
      {SECTION_IDS.map((id) => (
        <a key={id} href={`#${id}`} onClick={onFollow}>
          {labels[id]}
        </a>
      ))}
    </>
  );
}

interface TopBarProps {
  /** What a Screener choice does (default: navigate to the screener). */
  onScreenerChoose?: (to: ScreenerPath) => void;
  /** Extra controls shown at the end of the bar and in the mobile menu (e.g. account actions). */
  actions?: ReactNode;
}

export function TopBar({ onScreenerChoose, actions }: TopBarProps) {
  const { LL } = useI18nContext();
  const { product } = useBrand();
  const menu = usePhoneMenu();
  const { open, close } = menu;
  const panelId = useId();

  return (
    <Header>
      <Inner>
        <Logo to="/" aria-label={LL.landing.nav.home({ product })}>
          <RocketMark size={30} />
          <span aria-hidden="true">{product}</span>
        </Logo>
        <DesktopNav aria-label={LL.landing.nav.sections()}>
          <SectionLinks />
        </DesktopNav>
        <DesktopOnly>
          <ScreenerMenu onChoose={onScreenerChoose} />
        </DesktopOnly>
        {actions ? <DesktopOnly>{actions}</DesktopOnly> : null}
        <LanguageToggle className={languagePill} />
        <PhoneMenuButton
          menu={menu}
          controls={panelId}
          label={open ? LL.landing.nav.closeMenu() : LL.landing.nav.menu()}
        />
      </Inner>
      <Panel id={panelId} hidden={!open}>
        <nav aria-label={LL.landing.nav.sectionsMobile()}>
          <SectionLinks onFollow={close} />
        </nav>
        <p id={`${panelId}-screener`}>{LL.landing.nav.screener()}</p>
        <ScreenerLinks labelledBy={`${panelId}-screener`} onChoose={onScreenerChoose} onDone={close} />
        {actions}
      </Panel>
    </Header>
  );
}
