// Web Push (docs/architecture.md, "Price alerts"): the request is signed with VAPID and its
// payload encrypted (aes128gcm) by the `web-push` package; we send it ourselves through
// ./push-endpoint.ts, which only lets it go to a checked public address of an allowed push
// service (a loopback endpoint only in the test suite). Keys come from
// VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else they are generated once and kept in the
// database, so every instance and every restart signs with the same key and browsers' existing
// subscriptions stay valid.
import webpush from "web-push";
import { keepSecret } from "../auth/server-secrets-store";
import type { Config } from "../config";
import type { Db } from "../db";
import {
  checkEndpoint,
  type EndpointRules,
  type Resolver,
  resolveChecked,
  type SendOptions,
  sendTo,
  systemResolver,
} from "./push-endpoint";

const NAME = "vapid_keys";

interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service said: delivered, gone (the subscription is dead: forget it) or a failure to retry. */
type PushOutcome = "sent" | "gone" | { error: string };

export class PushSender {
  /** How host names are resolved at delivery (tests put their own resolver here). */
  resolver: Resolver = systemResolver;
  /** Timeouts and the answer's size limit of each request (tests shorten them). */
  sendOptions: Omit<SendOptions, "signal"> = {};

  constructor(
    readonly publicKey: string,
    private readonly privateKey: string,
    private readonly subject: string,
    readonly rules: EndpointRules = { allowedHosts: [] },
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

  /** Sends to one subscription. Only "sent", "gone" or an error for the server's log: what a
   * push service answered is never shown to the user (the history says delivered or failed). */
  async send(target: PushTarget, payload: string, signal?: AbortSignal): Promise<PushOutcome> {
    const checked = checkEndpoint(target.endpoint, this.rules);
    if (checked.problem) return { error: `push endpoint refused (${checked.problem})` };
    try {
      const addresses = await resolveChecked(checked.ok, this.resolver);
      const details = this.request(target, payload);
      const request = {
        method: details.method,
        headers: details.headers as Record<string, string | number>,
        body: new Uint8Array(details.body as Buffer),
      };
      let lastError: unknown = null;
      // Every address was checked; the first one that takes the connection gets the request.
      for (const address of addresses) {
        try {
          const { status } = await sendTo(checked.ok, address, request, {
            ...this.sendOptions,
            ...(signal ? { signal } : {}),
          });
          if (status === 404 || status === 410) return "gone";
          if (status < 200 || status > 299) return { error: `push service answered ${status}` };
          return "sent";
        } catch (error) {
          lastError = error;
          if (signal?.aborted || !/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|connection timed out/.test(String(error))) {
            break;
          }
        }
      }
      throw lastError ?? new Error("push endpoint unreachable");
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The configured keys, or the ones kept in the database (made by the first instance to start). */
export async function resolvePush(
  db: Db,
  config: Pick<
    Config,
    "vapid" | "vapidSubject" | "mailFrom" | "publicOrigin" | "pushAllowedHosts" | "pushTestLoopback"
  >,
) {
  let keys = config.vapid;
  if (!keys) {
    const generated = JSON.stringify(webpush.generateVAPIDKeys());
    const kept = await keepSecret(db.sql, NAME, generated, Date.now());
    if (kept === null) throw new Error("the push keys could not be stored");
    keys = JSON.parse(kept) as { publicKey: string; privateKey: string };
  }
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  const subject = config.vapidSubject ?? (address.includes("@") ? `mailto:${address}` : config.publicOrigin);
  return new PushSender(keys.publicKey, keys.privateKey, subject, {
    allowedHosts: config.pushAllowedHosts,
    testLoopback: config.pushTestLoopback,
  });
}
