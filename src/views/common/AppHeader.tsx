// The one header of every signed-in page (scanner, dashboard, admin, ticker, account): the
// logo (home), the app's places (scanners, dashboard, watchlists, alerts, account, admin for
// admins), the language switch and sign out. One list of links: a row on wide screens, a
// disclosure menu below 1024 px (the menu machine, as the landing page's top bar). The current
// place carries aria-current="page". The partner portal has its own sidebar instead.
import { Link, useRouterState } from "@tanstack/react-router";
import { css, styled } from "goober";
import { type ReactNode, useId } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { useIsAdmin } from "../AppContext";
import { useBrand } from "../brand";
import { colors, radii } from "../kit/styles";
import { RocketMark } from "../landing/RocketMark";
import { useLogout } from "../portal/session";
import { LanguageToggle, languagePill } from "./LanguageToggle";
import { PhoneMenuButton, usePhoneMenu } from "./PhoneMenu";

/** Where the account page lives. */
const ACCOUNT_PATH = "/account" as const;
/** The alerts live in the Watchlist tab of the scanner page, under this anchor. */
export const ALERTS_ANCHOR = "alerts";

const WIDE = "@media (min-width: 1024px)";
const NARROW = "@media (max-width: 1023.98px)";

const Header = styled("header")`
  position: relative;
  z-index: 30;
  background: ${colors.surface};
  border-block-end: 1px solid ${colors.border};
  font-family: inherit;
`;

const Inner = styled("div")`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 3.5rem;
  padding-block: 0.4rem;
  padding-inline: clamp(0.75rem, 3vw, 1.25rem);
  ${WIDE} { flex-wrap: nowrap; gap: 0.75rem; }
`;

const logo = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 2.5rem;
  color: ${colors.text};
  text-decoration: none;
  font-weight: 800;
  font-size: 1.15rem;
  white-space: nowrap;
  margin-inline-end: auto;
  border-radius: ${radii.sm};
  &:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
  ${WIDE} { margin-inline-end: 0.5rem; }
`;

const Nav = styled("nav")`
  ${NARROW} {
    order: 10;
    flex-basis: 100%;
    &[data-open="false"] { display: none; }
  }
  ${WIDE} { margin-inline-end: auto; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; align-items: center; gap: 0.15rem; }
  ${NARROW} {
    ul { flex-direction: column; padding-block: 0.5rem; border-block-start: 1px solid ${colors.border}; }
  }
  a, button {
    box-sizing: border-box;
    display: flex;
    align-items: center;
    min-block-size: 2.75rem;
    padding-block: 0.4rem;
    padding-inline: 0.7rem;
    border: 0;
    border-radius: ${radii.sm};
    background: transparent;
    color: ${colors.muted};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    inline-size: 100%;
  }
  a:hover, button:hover { color: ${colors.text}; background: ${colors.surfaceRaised}; }
  a[aria-current="page"] { color: ${colors.text}; box-shadow: inset 0 -3px 0 ${colors.accent}; }
  ${NARROW} {
    a[aria-current="page"] { box-shadow: inset 3px 0 0 ${colors.accent}; background: ${colors.surfaceRaised}; }
    html[dir="rtl"] & a[aria-current="page"] { box-shadow: inset -3px 0 0 ${colors.accent}; }
  }
  a:focus-visible, button:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: -2px; }
`;

/** The router marks a link active (aria-current) only on this exact address; currentPlace decides otherwise. */
const EXACT = { exact: true, includeSearch: true, includeHash: true } as const;

type Place = "scanners" | "dashboard" | "watchlists" | "alerts" | "portfolio" | "account" | "admin";

/** The place of the header that an address is (null: none of them, e.g. a ticker's page). */
function currentPlace(pathname: string, search: { tab?: unknown }, hash: string): Place | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/investment-screener") {
    if (search.tab !== "watchlist") return "scanners";
    return hash.replace(/^#/, "") === ALERTS_ANCHOR ? "alerts" : "watchlists";
  }
  if (path === "/trading-screener") return "dashboard";
  if (path === "/portfolio") return "portfolio";
  if (path === ACCOUNT_PATH) return "account";
  if (path === "/admin") return "admin";
  return null;
}

export function AppHeader() {
  const { LL } = useI18nContext();
  const N = LL.appNav;
  const isAdmin = useIsAdmin();
  const logout = useLogout();
  const location = useRouterState({ select: (s) => s.location });
  const current = currentPlace(location.pathname, location.search as { tab?: unknown }, location.hash);
  const menu = usePhoneMenu();
  const { open, close } = menu;
  const listId = useId();

  const mark = (place: Place) => (current === place ? ("page" as const) : undefined);
  const item = (place: Place, link: ReactNode) => (
    <li key={place} data-place={place}>
      {link}
    </li>
  );
  const { product } = useBrand();

  return (
    <Header data-app-header>
      <Inner>
        <Link to="/" className={logo} aria-label={N.home({ product })}>
          <RocketMark size={30} />
          <span aria-hidden="true">{product}</span>
        </Link>
        <PhoneMenuButton menu={menu} controls={listId} label={open ? N.closeMenu() : N.menu()} focusRing />
        <Nav aria-label={N.label()} id={listId} data-open={String(open)}>
          <ul>
            {item(
              "scanners",
              <Link to="/investment-screener" activeOptions={EXACT} aria-current={mark("scanners")} onClick={close}>
                {N.scanners()}
              </Link>,
            )}
            {item(
              "dashboard",
              <Link to="/trading-screener" activeOptions={EXACT} aria-current={mark("dashboard")} onClick={close}>
                {N.dashboard()}
              </Link>,
            )}
            {item(
              "watchlists",
              <Link
                to="/investment-screener"
                search={{ tab: "watchlist" }}
                activeOptions={EXACT}
                aria-current={mark("watchlists")}
                onClick={close}
              >
                {N.watchlists()}
              </Link>,
            )}
            {item(
              "alerts",
              <Link
                to="/investment-screener"
                search={{ tab: "watchlist" }}
                hash={ALERTS_ANCHOR}
                activeOptions={EXACT}
                aria-current={mark("alerts")}
                onClick={close}
              >
                {N.alerts()}
              </Link>,
            )}
            {item(
              "portfolio",
              <Link to="/portfolio" aria-current={mark("portfolio")} onClick={close}>
                {N.portfolio()}
              </Link>,
            )}
            {item(
              "account",
              <Link to={ACCOUNT_PATH} activeOptions={EXACT} aria-current={mark("account")} onClick={close}>
                {N.account()}
              </Link>,
            )}
            {isAdmin
              ? item(
                  "admin",
                  <Link to="/admin" activeOptions={EXACT} aria-current={mark("admin")} onClick={close}>
                    {N.admin()}
                  </Link>,
                )
              : null}
            <li data-place="sign-out">
              <button type="button" data-testid="sign-out" onClick={logout}>
                {N.signOut()}
              </button>
            </li>
          </ul>
        </Nav>
        <LanguageToggle className={languagePill} />
      </Inner>
    </Header>
  );
}
