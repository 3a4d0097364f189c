// The recommendations (docs/api.md, "Recommendations"): the list as the user (/work) or the
// administrator (/admin) sees it, and the administrator's publishing and deleting.
import { type RecommendationInput, recommendationsApi } from "../shared/recommendation";
import { request } from "./http";

export const list = (scope: "admin" | "work", signal?: AbortSignal) => request(recommendationsApi[scope], {}, signal);

export const publish = (input: RecommendationInput, signal?: AbortSignal) =>
  request(recommendationsApi.publish, { body: input }, signal);

export const remove = (id: string, signal?: AbortSignal) =>
  request(recommendationsApi.remove, { params: { id } }, signal);
