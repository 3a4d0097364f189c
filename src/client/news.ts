// The partner news (docs/api.md, "Partner news"): a session's recap, written in the language on
// screen (Accept-Language).
import type { NewsMarket, RecapResponse } from "../shared/news";
import { api, call } from "./http";

/** GET /partner/news/recap?market=…&date=… (without a date: the latest completed session). */
export const recap = (market: NewsMarket, date: string | null, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/partner/news/recap?market=${market}${date ? `&date=${encodeURIComponent(date)}` : ""}`)
      .get()
      .json<RecapResponse>(),
  );
