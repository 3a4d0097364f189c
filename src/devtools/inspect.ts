// Actor inspection for the whole client. Every actor created with `{ inspect }` from this module
// (the root actor and, through it, all its children) is seen here: the support flows are recorded
// for 'Copy diagnostic' (src/machines/trace.ts), and in development, opened with `?inspect`, every
// event goes to the Stately inspector window (allow the pop-up). The inspector is loaded lazily; in
// the production build NODE_ENV is "production", so that branch and its dynamic import are dropped
// from the bundle (tests/unit/inspector-bundle.test.ts and scripts/check-bundle.ts check it).
import type { InspectionEvent } from "xstate";
import { createFlowRecorder } from "../machines/trace";

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

const devInspect: Inspect | undefined = process.env.NODE_ENV === "production" ? undefined : createDevInspect();

/** The flows support asks for ('Copy diagnostic'): login, registration, the code stage, the e-mailed
 * sign-in link, the password reset, the account page, partner login and its e-mailed link. */
export const flowRecorder = createFlowRecorder([
  "login",
  "registration",
  "otpCode",
  "signInLink",
  "passwordReset",
  "account",
  "partnerSession",
  "partnerSignInLink",
]);

/** Pass as `createActor(logic, { inspect })`: records the support flows, and feeds the inspector in development with ?inspect. */
export const inspect: Inspect = (event) => {
  flowRecorder.inspect(event);
  devInspect?.(event);
};
