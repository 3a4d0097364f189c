// The top of the React tree. On a first visit to "/" the landing page renders at once,
// without the router: TanStack Router (about 28 KiB gzip) is not needed to show it, so it is
// loaded when the browser is idle and mounted on the first in-app navigation away from the
// landing page (or a history step to another path). Any other first path mounts the router
// straight away. Landing views navigate through NavigationContext, which works in both modes.
import { lazy, StrictMode, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import type { AppActor } from "./machines/app.machine";
import type { AppRouter } from "./routes/router";
import { AppActorContext } from "./views/AppContext";
import { AppFrame } from "./views/common/AppFrame";
import { LandingPage } from "./views/landing/LandingPage";
import { type AppPath, type NavigateTo, NavigationContext } from "./views/navigation";

type RouterModule = typeof import("./routes/router");

let routerModule: Promise<RouterModule> | null = null;

/** Loads the route tree and the router (once). */
export function loadRouterModule(): Promise<RouterModule> {
  routerModule ??= import("./routes/router");
  return routerModule;
}

const RouterView = lazy(() => loadRouterModule().then((m) => ({ default: m.RouterView })));

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}

interface AppRootProps {
  app: AppActor;
  /** The router when the first path is not the landing page. */
  router: AppRouter | null;
  /** Receives the current navigation, for effects bound outside React (machine actions). */
  navigator?: { current: NavigateTo };
}

export function AppRoot({ app, router: initialRouter, navigator }: AppRootProps) {
  const [router, setRouter] = useState<AppRouter | null>(initialRouter);

  const mountRouter = useCallback(async () => {
    const mod = await loadRouterModule();
    setRouter((current) => current ?? mod.createAppRouter(app));
  }, [app]);

  // Landing mode: fetch the router while idle; follow history steps that leave "/".
  useEffect(() => {
    if (router) return;
    whenIdle(() => void loadRouterModule());
    const onPop = () => {
      if (location.pathname !== "/") void mountRouter();
    };
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, [router, mountRouter]);

  const navigate = useMemo<NavigateTo>(() => {
    // A path with a query (the login prompt "/?auth=login&redirect=…") goes as a built href.
    if (router) return (to) => void (to.includes("?") ? router.navigate({ href: to }) : router.navigate({ to }));
    return (to: AppPath) => {
      if (to === "/") {
        history.pushState(null, "", "/");
        scrollTo({ top: 0 });
        return;
      }
      void loadRouterModule().then(() => {
        history.pushState(null, "", to);
        void mountRouter();
      });
    };
  }, [router, mountRouter]);

  useEffect(() => {
    if (navigator) navigator.current = navigate;
  }, [navigator, navigate]);

  return (
    <StrictMode>
      <AppActorContext.Provider value={app}>
        <NavigationContext.Provider value={navigate}>
          {router ? (
            <Suspense fallback={null}>
              <RouterView router={router} />
            </Suspense>
          ) : (
            <AppFrame>
              <LandingPage />
            </AppFrame>
          )}
        </NavigationContext.Provider>
      </AppActorContext.Provider>
    </StrictMode>
  );
}
