// The partner portal's frame: a branded sidebar with every section of partner-sections.ts
// (the active entry highlighted, groups that fold, a drawer on phones), the language switch
// and the partner logout; the theme actor wraps the portal and paints it through CSS
// custom properties.

import { Link, Outlet, useRouterState } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useId, useRef, useState } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { themeMachine } from "../../machines/partner/theme.machine";
import { shownGroups } from "../../shared/partner-layout";
import { PARTNER_SECTIONS, type PartnerGroup } from "../../shared/partner-sections";
import { usePartnerSessionActor } from "../AppContext";
import { useBrand } from "../brand";
import { LanguageToggle } from "../common/LanguageToggle";
import { useDocumentTitle } from "../common/title";
import { fonts } from "../kit/styles";
import { WithTexts } from "../kit/WithTexts";
import { MarketStatusProvider } from "../market/SimulatedBadge";
import { PartnerLayoutProvider, usePartnerLayout } from "../team/LayoutContext";
import { ChevronIcon, CloseIcon, LockIcon, MenuIcon, RocketIcon } from "./icons";
import { readStoredTheme, storeTheme, ThemeActorContext, useThemeName } from "./theme";
import { THEMES, themeVars } from "./themes";

/** Settings entries shown locked in the menu (none at present: every entry has its screen). */
export const LOCKED_PATHS = new Set<string>();

type PageKey = keyof ReturnType<typeof useI18nContext>["LL"]["partner"]["nav"]["pages"];

function pageKey(slug: string): PageKey {
  return slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as PageKey;
}

const Shell = styled("div")`
  min-height: 100vh;
  background: var(--p-bg);
  color: var(--p-text);
  font-family: ${fonts.body};
  @media (min-width: 900px) {
    display: grid;
    grid-template-columns: 17rem minmax(0, 1fr);
  }
  a {
    color: inherit;
  }
`;

const TopBar = styled("header")`
  position: sticky;
  inset-block-start: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding-block: 0.5rem;
  padding-inline: 1rem;
  background: var(--p-secondary);
  border-block-end: 1px solid var(--p-border);
  @media (min-width: 900px) {
    display: none;
  }
`;

const IconButton = styled("button")`
  font: inherit;
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border-radius: 8px;
  border: 1px solid var(--p-border);
  background: transparent;
  color: var(--p-text);
  font-size: 1.3rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--p-accent);
  }
`;

const Side = styled("aside")`
  background: var(--p-secondary);
  display: flex;
  flex-direction: column;
  @media (max-width: 899.98px) {
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    z-index: 30;
    inline-size: min(20rem, 85vw);
    box-shadow: 0 0 40px rgb(0 0 0 / 0.45);
    border-inline-end: 1px solid var(--p-border);
    &[data-open="false"] {
      display: none;
    }
  }
  @media (min-width: 900px) {
    position: sticky;
    inset-block-start: 0;
    block-size: 100vh;
  }
`;

/** The sidebar's grid column: as tall as the page, so the sidebar colour never stops short. */
const SideColumn = styled("div")`
  @media (max-width: 899.98px) {
    display: contents;
  }
  @media (min-width: 900px) {
    background: var(--p-secondary);
    border-inline-end: 1px solid var(--p-border);
  }
`;

const Backdrop = styled("div")`
  position: fixed;
  inset: 0;
  z-index: 25;
  background: rgb(0 0 0 / 0.5);
  @media (min-width: 900px) {
    display: none;
  }
`;

const BrandBox = styled("div")`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 1.1rem 1rem;
  border-block-end: 1px solid var(--p-border);
  .name {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    color: var(--p-logo);
    font-weight: 800;
    font-size: 1.2rem;
    text-decoration: none;
  }
  .name svg {
    color: var(--p-accent);
    font-size: 1.5rem;
  }
  .tagline {
    display: block;
    font-weight: 500;
    font-size: 0.8rem;
    color: var(--p-text);
  }
  @media (min-width: 900px) {
    .close {
      display: none;
    }
  }
`;

const Nav = styled("nav")`
  flex: 1;
  overflow-y: auto;
  padding: 0.75rem 0.5rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .entry {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding-block: 0.5rem;
    padding-inline: 0.75rem;
    border-radius: 8px;
    text-decoration: none;
    font-size: 0.95rem;
    color: var(--p-text);
  }
  a.entry:hover {
    background: var(--p-bg);
  }
  a.entry[data-status="active"] {
    background: var(--p-primary);
    color: #ffffff;
    font-weight: 700;
  }
  .entry:focus-visible,
  .group:focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: -3px;
  }
  button.entry {
    font: inherit;
    inline-size: 100%;
    border: 0;
    background: transparent;
  }
  .entry[aria-disabled="true"] {
    cursor: not-allowed;
    opacity: 0.75;
    justify-content: space-between;
  }
  .group {
    font: inherit;
    inline-size: 100%;
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-block-start: 0.5rem;
    padding-block: 0.5rem;
    padding-inline: 0.75rem;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: var(--p-text);
    font-weight: 700;
    font-size: 0.8rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    cursor: pointer;
  }
  .group[aria-expanded="false"] svg {
    transform: rotate(-90deg);
  }
  [dir="rtl"] & .group[aria-expanded="false"] svg {
    transform: rotate(90deg);
  }
  .group + ul {
    padding-inline-start: 0.5rem;
  }
`;

const SideFooter = styled("div")`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem 1rem 1rem;
  border-block-start: 1px solid var(--p-border);
  button {
    font: inherit;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    min-block-size: 2.5rem;
    border-radius: 8px;
    border: 1px solid var(--p-border);
    background: var(--p-bg);
    color: var(--p-text);
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid var(--p-accent);
  }
`;

const Content = styled("main")`
  min-width: 0;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

/** The browser-tab title of a partner route: its menu entry's name. */
function screenTitle(LL: ReturnType<typeof useI18nContext>["LL"], pathname: string): string {
  const slug = pathname.split("/")[3];
  if (!groupOf(pathname) || !slug) return LL.partner.nav.dashboard();
  const key = pageKey(slug);
  return key in LL.partner.nav.pages ? LL.partner.nav.pages[key]() : LL.partner.portal();
}

function groupOf(pathname: string): PartnerGroup | null {
  const group = pathname.split("/")[2];
  return group && group in PARTNER_SECTIONS ? (group as PartnerGroup) : null;
}

/** The portal's frame, once its texts are in (the partner namespace comes with the portal), with
 * the signed-in one's own layout (the sidebar's groups; the home's widgets). */
export function PartnerLayout() {
  return (
    <WithTexts namespace="partner">
      <PartnerLayoutProvider>
        <PartnerFrame />
      </PartnerLayoutProvider>
    </WithTexts>
  );
}

function PartnerFrame() {
  const { LL } = useI18nContext();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The company chosen on a fundamentals section goes with the links to the other sections.
  const symbol = useRouterState({
    select: (s) =>
      s.location.pathname.startsWith("/partner/fundamentals/")
        ? (s.location.search as { symbol?: unknown }).symbol
        : undefined,
  });
  const companySearch = typeof symbol === "string" && symbol !== "" ? { symbol } : undefined;
  const { product, partner } = useBrand();
  const partnerSession = usePartnerSessionActor();
  // The groups the signed-in one chose to show, in their order (the layout page).
  const layout = usePartnerLayout();
  const canLogout = useSelector(partnerSession, (snapshot) => snapshot.can({ type: "logout" }));
  const sidebarId = useId();

  const theme = useActorRef(themeMachine.provide({ actions: { persist: (_, { theme: name }) => storeTheme(name) } }), {
    input: { initial: readStoredTheme() },
    inspect,
  });
  const themeName = useThemeName(theme);

  const [menuOpen, setMenuOpen] = useState(false);
  const activeGroup = groupOf(pathname);
  useDocumentTitle(screenTitle(LL, pathname));
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => new Set(activeGroup ? [activeGroup] : ["events"]));

  // A new route closes the phone drawer and opens the group of the active entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change, the pathname is the trigger
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (activeGroup) setOpenGroups((open) => (open.has(activeGroup) ? open : new Set([...open, activeGroup])));
  }, [activeGroup]);

  // The phone drawer takes the focus when it opens and hands it back to the menu button when
  // it closes by the close button, the backdrop or Escape.
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  useEffect(() => {
    if (!menuOpen) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const toggleGroup = (group: string) =>
    setOpenGroups((open) => {
      const next = new Set(open);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  return (
    <ThemeActorContext.Provider value={theme}>
      <MarketStatusProvider>
        <Shell style={themeVars(THEMES[themeName])} data-theme={themeName} data-testid="partner-portal">
          <TopBar>
            <span className="brand">{product}</span>
            <IconButton
              ref={menuButton}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={sidebarId}
              aria-label={LL.partner.nav.openMenu()}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          </TopBar>
          {menuOpen && <Backdrop onClick={closeMenu} />}
          <SideColumn>
            <Side id={sidebarId} data-open={String(menuOpen)} aria-label={LL.partner.portal()}>
              <BrandBox>
                <Link to="/partner/dashboard" className="name">
                  <RocketIcon />
                  <span>
                    {product}
                    <span className="tagline">{LL.partner.brandTagline({ partner })}</span>
                  </span>
                </Link>
                <IconButton
                  ref={closeButton}
                  type="button"
                  className="close"
                  aria-label={LL.partner.nav.closeMenu()}
                  onClick={closeMenu}
                >
                  <CloseIcon />
                </IconButton>
              </BrandBox>
              <Nav aria-label={LL.partner.nav.label()}>
                <ul>
                  <li>
                    <Link to="/partner/dashboard" className="entry">
                      {LL.partner.nav.dashboard()}
                    </Link>
                  </li>
                  {shownGroups(layout).map((group) => {
                    const open = openGroups.has(group);
                    const listId = `${sidebarId}-${group}`;
                    return (
                      <li key={group}>
                        <button
                          type="button"
                          className="group"
                          aria-expanded={open}
                          aria-controls={listId}
                          onClick={() => toggleGroup(group)}
                        >
                          {LL.partner.nav.groups[group]()}
                          <ChevronIcon />
                        </button>
                        <ul id={listId} hidden={!open}>
                          {PARTNER_SECTIONS[group].map((slug) => {
                            const path = `/partner/${group}/${slug}`;
                            const label = LL.partner.nav.pages[pageKey(slug)]();
                            return (
                              <li key={slug}>
                                {LOCKED_PATHS.has(path) ? (
                                  <button
                                    type="button"
                                    className="entry locked"
                                    aria-disabled="true"
                                    data-locked="true"
                                  >
                                    <span>{label}</span>
                                    <LockIcon aria-label={LL.partner.nav.locked()} role="img" aria-hidden="false" />
                                  </button>
                                ) : (
                                  <Link
                                    to={path}
                                    search={group === "fundamentals" ? companySearch : undefined}
                                    className="entry"
                                  >
                                    {label}
                                  </Link>
                                )}
                              </li>
                            );
                          })}
                        </ul>
                      </li>
                    );
                  })}
                </ul>
              </Nav>
              <SideFooter>
                <LanguageToggle />
                <button type="button" disabled={!canLogout} onClick={() => partnerSession.send({ type: "logout" })}>
                  {LL.partner.nav.logout()}
                </button>
              </SideFooter>
            </Side>
          </SideColumn>
          <Content id="partner-main">
            <Outlet />
          </Content>
        </Shell>
      </MarketStatusProvider>
    </ThemeActorContext.Provider>
  );
}
