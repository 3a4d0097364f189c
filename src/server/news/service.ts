// The partner news of one instance: the completed sessions' figures (kept a day per market) and
// the event feed's detector. Owned by Services: main.ts makes it and starts the feed; a test's
// services get one on first use by the routes (without a running feed).
import type { SQL } from "bun";
import type { Market } from "../market/engine";
import { NewsFeed } from "./feed";
import { SessionBook } from "./session-book";

interface NewsDeps {
  market: Market;
  now: () => number;
  /** The demo clock keeps the simulated market open: its running session never closes. */
  alwaysOpen: boolean;
  sql: SQL;
  /** Sends a message to this instance's sockets of the `news` topic. */
  publish: (message: string) => void;
}

export class NewsService {
  readonly sessions: SessionBook;
  readonly feed: NewsFeed;

  constructor(readonly deps: NewsDeps) {
    this.sessions = new SessionBook(deps.market, deps.now, deps.alwaysOpen);
    this.feed = new NewsFeed({ ...deps, sessions: this.sessions });
  }

  /** Detects the feed's events on every market update until the returned function is called. */
  startFeed(): () => void {
    return this.feed.start();
  }
}
