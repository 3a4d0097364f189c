// The alert calls of /work (docs/api.md, "Alerts"), as typed promise functions for the machines.
import type { Alert, AlertTrigger, CreateAlertInput, UpdateAlertInput } from "../../shared/alerts";
import { api, call } from "../api";

export const alertsApi = {
  list: (signal?: AbortSignal) => call(api(signal).url("/work/alerts").get().json<{ alerts: Alert[] }>()),
  history: (signal?: AbortSignal) =>
    call(api(signal).url("/work/alerts/history").get().json<{ triggers: AlertTrigger[] }>()),
  create: (body: CreateAlertInput, signal?: AbortSignal) =>
    call(api(signal).url("/work/alerts").post(body).json<{ alert: Alert }>()),
  update: (id: string, body: UpdateAlertInput, signal?: AbortSignal) =>
    call(
      api(signal)
        .url(`/work/alerts/${encodeURIComponent(id)}`)
        .put(body)
        .json<{ alert: Alert }>(),
    ),
  remove: (id: string, signal?: AbortSignal) =>
    call(
      api(signal)
        .url(`/work/alerts/${encodeURIComponent(id)}`)
        .delete()
        .json<{ id: string }>(),
    ),
  rearm: (id: string, signal?: AbortSignal) =>
    call(
      api(signal)
        .url(`/work/alerts/${encodeURIComponent(id)}/rearm`)
        // A JSON body, empty: the CSRF rule wants a JSON content type on every POST (security.ts).
        .post({})
        .json<{ alert: Alert }>(),
    ),
};
