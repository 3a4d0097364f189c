// Each one's layout of the portal, shared by the frame (the sidebar follows it), the layout page
// (which edits it) and the home (which shows its widgets): one actor per portal, started by the
// frame (src/views/partner/PartnerLayout.tsx).
import { useActorRef, useSelector } from "@xstate/react";
import { createContext, type ReactNode, useContext } from "react";
import { inspect } from "../../devtools/inspect";
import { type PartnerLayoutActor, partnerLayoutMachine } from "../../machines/team/partnerLayout.machine";
import { DEFAULT_PARTNER_LAYOUT, type PartnerLayout } from "../../shared/partner-layout";

const LayoutActorContext = createContext<PartnerLayoutActor | null>(null);

export function PartnerLayoutProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(partnerLayoutMachine, { inspect });
  return <LayoutActorContext.Provider value={actor}>{children}</LayoutActorContext.Provider>;
}

export function usePartnerLayoutActor(): PartnerLayoutActor | null {
  return useContext(LayoutActorContext);
}

/** The saved layout (the default until it is loaded, or outside the portal). The home reads its
 * `widgets` (src/shared/partner-layout.ts): the widgets to show, in order. */
export function usePartnerLayout(): PartnerLayout {
  const actor = useContext(LayoutActorContext) ?? undefined;
  return useSelector(actor, (s) => (s ? s.context.layout : DEFAULT_PARTNER_LAYOUT));
}
