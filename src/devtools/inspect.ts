// The Stately inspector in development: open the app with `?inspect` and every actor created with
// `{ inspect }` from this module (the root actor and, through it, all its children) shows up in
// the inspector window (allow the pop-up). The inspector is loaded lazily; in the production build
// NODE_ENV is "production", so the whole branch and its dynamic import are dropped from the bundle
// (bench/inspector-bundle.ts checks dist/ for it).
import type { InspectionEvent } from "xstate";

type Inspect = (event: InspectionEvent) => void;

function createDevInspect(): Inspect | undefined {
  if (typeof location === "undefined" || !new URLSearchParams(location.search).has("inspect")) return undefined;
  // Events that happen before the inspector module arrives are kept and replayed to it.
  const pending: InspectionEvent[] = [];
  let forward: Inspect | null = null;
  import("@statelyai/inspect")
    .then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      forward = (event) => inspector.inspect.next?.(event);
      for (const event of pending.splice(0)) forward(event);
    })
    .catch((error: unknown) => console.warn("the Stately inspector could not be loaded", error));
  return (event) => {
    if (forward) forward(event);
    else if (pending.length < 10_000) pending.push(event);
  };
}

/** Pass as `createActor(logic, { inspect })`; undefined unless the app runs in development with ?inspect. */
export const inspect: Inspect | undefined = process.env.NODE_ENV === "production" ? undefined : createDevInspect();
