// The app's long-lived actors, found by system id (docs/architecture.md, Client): one typed
// lookup instead of a string and a cast at each call site, so a misspelt id does not compile.
import type { LanguageActor, PartnerSessionActor, SessionActor } from "./app.machine";
import { SYSTEM_ID } from "./systemIds";

export { SYSTEM_ID };

interface SystemActors {
  language: LanguageActor;
  session: SessionActor;
  partnerSession: PartnerSessionActor;
}

/** The app's actor with this id (undefined before the app actor has started it). */
export function systemActor<K extends keyof SystemActors>(
  system: { get(id: string): unknown },
  id: K,
): SystemActors[K] | undefined {
  return system.get(SYSTEM_ID[id]) as SystemActors[K] | undefined;
}
