// The pathless layout route of the signed-in pages (scanner, dashboard, admin, ticker,
// account): the one app header above the matched page. It stays mounted while the user moves
// between these pages, so its phone menu and focus are not rebuilt on every navigation.
import { Outlet } from "@tanstack/react-router";
import { styled } from "goober";
import { colors, fonts } from "../kit/styles";
import { AppHeader } from "./AppHeader";

const Frame = styled("div")`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
  > :not(header) { flex: 1 0 auto; min-width: 0; }
`;

export function SignedInLayout() {
  return (
    <Frame data-signed-in-layout>
      <AppHeader />
      <Outlet />
    </Frame>
  );
}
