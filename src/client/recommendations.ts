// The recommendations (docs/api.md, "Recommendations"): the list as the user (/work) or the
// administrator (/admin) sees it, and the administrator's publishing and deleting.
import type { Recommendation, RecommendationInput } from "../shared/portal";
import { api, call } from "./http";

export const list = (scope: "admin" | "work", signal?: AbortSignal) =>
  call(api(signal).url(`/${scope}/recommendations`).get().json<{ recommendations: Recommendation[] }>());

export const publish = (input: RecommendationInput, signal?: AbortSignal) =>
  call(api(signal).url("/admin/recommendations").post(input).json<{ recommendation: Recommendation }>());

export const remove = (id: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/admin/recommendations/${encodeURIComponent(id)}`)
      .headers({ "content-type": "application/json" })
      .delete()
      .json<unknown>(),
  );
