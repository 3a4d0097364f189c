// The partner team's calls (docs/api.md, "Partner team"): the member's own layout of the portal.
import { normaliseLayout, type PartnerLayout } from "../shared/partner-layout";
import { api, call } from "./http";

/** The signed-in member's layout (the partner account's own when no member is signed in). */
export async function partnerLayout(signal?: AbortSignal): Promise<PartnerLayout> {
  return normaliseLayout((await call(api(signal).url("/partner/layout").get().json<{ layout: unknown }>())).layout);
}

export async function savePartnerLayout(layout: PartnerLayout): Promise<PartnerLayout> {
  return normaliseLayout((await call(api().url("/partner/layout").put(layout).json<{ layout: unknown }>())).layout);
}
