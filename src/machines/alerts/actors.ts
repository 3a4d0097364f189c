import { fromPromise } from "xstate";
import * as alertsApi from "../../client/alerts";
import { enablePush, type PushOutcome } from "../../client/push";
import type { Alert, AlertTrigger, CreateAlertInput } from "../../shared/alerts";

/** The I/O actors of alertDialog.machine.ts. */
export const alertDialogActors = {
  save: fromPromise<{ alert: Alert }, { id: string | null; body: CreateAlertInput }>(({ input, signal }) =>
    input.id === null
      ? alertsApi.create(input.body, signal)
      : alertsApi.update(
          input.id,
          {
            kind: input.body.kind,
            value: input.body.value ?? null,
            note: input.body.note ?? null,
            channels: input.body.channels,
          },
          signal,
        ),
  ),
};

/** The I/O actors of pushPermission.machine.ts. */
export const pushPermissionActors = {
  enablePush: fromPromise<PushOutcome>(() => enablePush()),
};

export type AlertAction = "pause" | "resume" | "delete" | "rearm";

/** The I/O actors of alerts.machine.ts. */
export const alertsActors = {
  load: fromPromise<{ alerts: Alert[]; history: AlertTrigger[] }>(async ({ signal }) => {
    const [list, history] = await Promise.all([alertsApi.list(signal), alertsApi.history(signal)]);
    return { alerts: list.alerts, history: history.triggers };
  }),
  act: fromPromise<{ alert: Alert | null; id: string }, { action: AlertAction; id: string }>(
    async ({ input, signal }) => {
      if (input.action === "delete") {
        await alertsApi.remove(input.id, signal);
        return { alert: null, id: input.id };
      }
      const { alert } =
        input.action === "rearm"
          ? await alertsApi.rearm(input.id, signal)
          : await alertsApi.update(input.id, { paused: input.action === "pause" }, signal);
      return { alert, id: input.id };
    },
  ),
};
