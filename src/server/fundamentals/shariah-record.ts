// The Shariah record's background work, composed from the services (src/server/main.ts): the
// build of the universe's record (./shariah-history.ts) and, after each pass, the alerts of the
// changes (./shariah-alerts.ts).
import type { Services } from "../services";
import { fundamentalsBookOf } from "./routes";
import { deliverPending, type ShariahAlertOptions, tellChanges } from "./shariah-alerts";
import { ShariahHistoryBuilder } from "./shariah-history";

export function shariahAlertOptions(services: Services): ShariahAlertOptions {
  return {
    sql: services.db.sql,
    market: services.market,
    now: services.now,
    mailer: services.mailer,
    push: services.alerts?.push ?? null,
    sendToUser: (userId, message) => services.realtime.sendToUser(userId, message),
    origin: services.config.publicOrigin,
    simulated: services.config.marketProvider === "sim",
  };
}

/** The builder of the record with the alerts' pass after each build (not started). */
export function shariahRecordBuilder(services: Services, everyMs?: number): ShariahHistoryBuilder {
  const alerts = shariahAlertOptions(services);
  return new ShariahHistoryBuilder(
    {
      market: services.market,
      book: fundamentalsBookOf(services),
      seed: services.config.marketSeed,
      now: services.now,
      sql: services.db.sql,
    },
    async () => {
      await tellChanges(alerts);
      await deliverPending(alerts);
    },
    everyMs,
  );
}
