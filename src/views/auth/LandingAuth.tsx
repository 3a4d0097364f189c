// Accounts on the landing page: the Login button (or Admin and Logout when logged in), the
// Screener choices opening the login modal for visitors, and the modal itself. The landing
// page renders without the router (see ../AppRoot.tsx), so this reads the address itself:
// the route guards send visitors to /?auth=login&redirect=<where they were going>.
import { useSelector } from "@xstate/react";
import { styled } from "goober";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { useIsAdmin, useSessionActor, useUser } from "../AppContext";
import { outlinePill } from "../kit/Button";
import { colors } from "../kit/styles";
import type { ScreenerPath } from "../landing/ScreenerMenu";
import { type AppPath, RouteLink, useNavigateTo } from "../navigation";
import type { AuthMode } from "./AuthModal";
import { safeRedirect } from "./redirect";

// The modal (its machines, forms and toasts) is a chunk of its own, loaded when it opens.
const AuthModal = lazy(() => import("./AuthModal").then((m) => ({ default: m.AuthModal })));

const Actions = styled("div")`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  a, button {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.5rem;
    padding-inline: 0.9rem;
    ${outlinePill}
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover { border-color: ${colors.accent}; }
`;

interface LandingAuth {
  onScreenerChoose: (to: ScreenerPath) => void;
  actions: ReactNode;
  modal: ReactNode;
}

interface ModalState {
  auth?: AuthMode;
  redirect?: string;
}

function fromAddress(): ModalState {
  const params = new URLSearchParams(location.search);
  const auth = params.get("auth");
  return {
    ...(auth === "login" || auth === "register" ? { auth } : {}),
    ...(safeRedirect(params.get("redirect")) ? { redirect: safeRedirect(params.get("redirect")) } : {}),
  };
}

/** Takes ?auth and ?redirect out of the address once the modal has closed. */
function clearAddress(): void {
  const params = new URLSearchParams(location.search);
  if (!params.has("auth") && !params.has("redirect")) return;
  params.delete("auth");
  params.delete("redirect");
  const query = params.toString();
  history.replaceState(history.state, "", `${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
}

function AccountActions({ onLogin }: { onLogin: () => void }) {
  const { LL } = useI18nContext();
  const session = useSessionActor();
  const user = useUser();
  const isAdmin = useIsAdmin();
  const busy = useSelector(session, (s) => s.hasTag("busy"));
  if (!user) {
    return (
      <Actions>
        <button type="button" onClick={onLogin}>
          {LL.auth.nav.login()}
        </button>
      </Actions>
    );
  }
  return (
    <Actions>
      {isAdmin ? <RouteLink to="/admin">{LL.auth.nav.admin()}</RouteLink> : null}
      <button type="button" disabled={busy} onClick={() => session.send({ type: "logout" })}>
        {LL.auth.nav.logout()}
      </button>
    </Actions>
  );
}

export function useLandingAuth(): LandingAuth {
  const navigate = useNavigateTo();
  const user = useUser();
  const [modal, setModal] = useState<ModalState>(fromAddress);
  const close = () => {
    setModal({});
    clearAddress();
  };

  return {
    onScreenerChoose: (to) => (user ? navigate(to) : setModal({ auth: "login", redirect: to })),
    actions: <AccountActions onLogin={() => setModal({ auth: "login" })} />,
    modal:
      modal.auth && !user ? (
        <Suspense fallback={null}>
          <AuthModal
            mode={modal.auth}
            onModeChange={(auth) => setModal({ ...modal, auth })}
            onClose={close}
            onLoggedIn={() => {
              const target = (modal.redirect ?? "/investment-screener") as AppPath;
              close();
              navigate(target);
            }}
          />
        </Suspense>
      ) : null,
  };
}
