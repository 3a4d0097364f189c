// The partner news of one instance: the completed sessions' figures (kept a day per market).
// Owned by Services (made on first use by the routes, so a test's services need nothing more).
import type { Market } from "../market/engine";
import { SessionBook } from "./session-book";

export interface NewsDeps {
  market: Market;
  now: () => number;
  /** The demo clock keeps the simulated market open: its running session never closes. */
  alwaysOpen: boolean;
}

export class NewsService {
  readonly sessions: SessionBook;

  constructor(readonly deps: NewsDeps) {
    this.sessions = new SessionBook(deps.market, deps.now, deps.alwaysOpen);
  }
}
