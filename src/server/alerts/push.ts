// Web Push (docs/architecture.md, "Price alerts"): the request is signed with VAPID and its
// payload encrypted (aes128gcm) by the `web-push` package; we send it with fetch, so any
// endpoint works (browser push services, a local endpoint in tests). Keys come from
// VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else they are generated once and kept in the
// database, so every instance and every restart signs with the same key and browsers' existing
// subscriptions stay valid.
import webpush from "web-push";
import type { Config } from "../config";
import type { Db } from "../db";

const NAME = "vapid_keys";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service said: delivered, gone (the subscription is dead: forget it) or a failure to retry. */
export type PushOutcome = "sent" | "gone" | { error: string };

export class PushSender {
  constructor(
    readonly publicKey: string,
    private readonly privateKey: string,
    private readonly subject: string,
  ) {}

  /** The signed, encrypted request for one subscription (tests check it against a local endpoint). */
  request(target: PushTarget, payload: string) {
    return webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject: this.subject, publicKey: this.publicKey, privateKey: this.privateKey },
        TTL: 24 * 3600,
        contentEncoding: "aes128gcm",
      },
    );
  }

  async send(target: PushTarget, payload: string): Promise<PushOutcome> {
    const details = this.request(target, payload);
    try {
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body as Buffer),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => null);
      if (res.status === 404 || res.status === 410) return "gone";
      if (!res.ok) return { error: `push service answered ${res.status}` };
      return "sent";
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The configured keys, or the ones kept in the database (made by the first instance to start). */
export async function resolvePush(
  db: Db,
  config: Pick<Config, "vapid" | "vapidSubject" | "mailFrom" | "publicOrigin">,
) {
  let keys = config.vapid;
  if (!keys) {
    const generated = JSON.stringify(webpush.generateVAPIDKeys());
    await db.sql`INSERT INTO server_secrets (name, value, created_at) VALUES (${NAME}, ${generated}, ${Date.now()})
      ON CONFLICT (name) DO NOTHING`;
    const [row] = (await db.sql`SELECT value FROM server_secrets WHERE name = ${NAME}`) as { value: string }[];
    if (!row) throw new Error("the push keys could not be stored");
    keys = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  }
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  const subject = config.vapidSubject ?? (address.includes("@") ? `mailto:${address}` : config.publicOrigin);
  return new PushSender(keys.publicKey, keys.privateKey, subject);
}
