// The pathless layout route of the signed-in pages (scanner, dashboard, admin, ticker,
// account): the one app header above the matched page. It stays mounted while the user moves
// between these pages, so its phone menu and focus are not rebuilt on every navigation.
import { Outlet } from "@tanstack/react-router";
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { colors, fonts } from "../kit/styles";
import { RouteLink } from "../navigation";
import { useZakatReminderToasts } from "../portfolio/ZakatReminderToasts";
import { AppHeader } from "./AppHeader";

const Frame = styled("div")`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
  > :not(header):not(footer) { flex: 1 0 auto; min-width: 0; }
`;

/** One line under every signed-in page: the disclaimer's link. */
const Footer = styled("footer")`
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-block-start: 1px solid ${colors.border};
  color: ${colors.muted};
  font-size: 0.85rem;
  text-align: center;
  a { color: ${colors.muted}; }
`;

export function SignedInLayout() {
  const { LL } = useI18nContext();
  useZakatReminderToasts();
  return (
    <Frame data-signed-in-layout>
      <AppHeader />
      <Outlet />
      <Footer>
        <RouteLink to="/disclaimer">{LL.common.disclaimerLink()}</RouteLink>
      </Footer>
    </Frame>
  );
}
