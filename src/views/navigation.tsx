// Navigation for views that must also render before the router has loaded (the landing
// page renders first without it, see src/main.tsx). `useNavigateTo()` returns a function that
// goes to an in-app path; `RouteLink` is an <a href> that navigates in the app on a plain
// click and behaves like a normal link otherwise (new tab, copy link, middle click).
import type { LinkProps } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from "react";

/** A path of the route table, e.g. "/partner/login". */
export type AppPath = Exclude<LinkProps["to"], undefined | "." | "..">;

export type NavigateTo = (to: AppPath) => void;

export const NavigationContext = createContext<NavigateTo>((to) => {
  location.assign(to);
});

export function useNavigateTo(): NavigateTo {
  return useContext(NavigationContext);
}

/** True for a click the app should handle itself (not modified, primary button, same tab). */
export function isPlainClick(event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: AppPath;
  children: ReactNode;
};

export function RouteLink({ to, onClick, target, children, ...rest }: RouteLinkProps) {
  const navigate = useNavigateTo();
  return (
    <a
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || (target && target !== "_self") || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
