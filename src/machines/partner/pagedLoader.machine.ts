// The paged loader behind every partner calendar: it loads page 1 when told to start, reloads on every
// page change (and, with new query parameters, from page 1), keeps the loading flag (tag
// 'loading') and the loaded flag (set after the first fetch whether it succeeded or failed,
// which reveals the pagination). A 401 only stops (src/machines/guards.ts);
// any other failure runs `logFailure` and leaves the screen usable.
import { type ActorRefFrom, assign, setup } from "xstate";
import type { Page, PageInput, PageParams } from "../../shared/pagination";
import { isUnauthorized } from "../guards";
import { mustProvide } from "../provided";

export type { Page, PageInput, PageParams };

interface PagedLoaderContext<T> {
  page: number;
  totalPages: number;
  params: PageParams;
  items: T[];
  /** Set after the first fetch, success or failure: reveals the pagination. */
  loaded: boolean;
  /** The items of the first successful load (the earnings header range comes from them). */
  firstItems: T[] | null;
}

type PagedLoaderEvent =
  | { type: "page.set"; page: number }
  | { type: "page.previous" }
  | { type: "page.next" }
  | { type: "params.set"; params: PageParams }
  | { type: "reload" };

export function createPagedLoader<T>() {
  return setup({
    types: {
      context: {} as PagedLoaderContext<T>,
      input: {} as { params?: PageParams } | undefined,
      events: {} as PagedLoaderEvent,
    },
    actors: {
      fetchPage: mustProvide<Page<T>, PageInput>("pagedLoader", "fetchPage"),
    },
    actions: {
      /** Injected: log a failure that has no user message. */
      logFailure: (_, _params: { error: unknown }) => {},
    },
    guards: {
      /** A request cancelled by the actor being stopped (React strict effects restart it). */
      isAborted: ({ event }) => ((event as { error?: unknown }).error as Error | undefined)?.name === "AbortError",
      isUnauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
      pageInRange: ({ context, event }) =>
        event.type === "page.set" &&
        Number.isInteger(event.page) &&
        event.page >= 1 &&
        event.page <= context.totalPages &&
        event.page !== context.page,
      hasPrevious: ({ context }) => context.page > 1,
      hasNext: ({ context }) => context.page < context.totalPages,
    },
  }).createMachine({
    id: "pagedLoader",
    context: ({ input }) => ({
      page: 1,
      totalPages: 1,
      params: input?.params ?? {},
      items: [],
      loaded: false,
      firstItems: null,
    }),
    // The view sends the first `reload` once it is mounted: a request started by a transition
    // survives React's strict-mode remount of the actor, one started with the actor does not.
    initial: "starting",
    on: {
      "page.set": {
        guard: "pageInRange",
        target: ".loading",
        reenter: true,
        actions: assign({ page: ({ event }) => (event as { page: number }).page }),
      },
      "page.previous": {
        guard: "hasPrevious",
        target: ".loading",
        reenter: true,
        actions: assign({ page: ({ context }) => context.page - 1 }),
      },
      "page.next": {
        guard: "hasNext",
        target: ".loading",
        reenter: true,
        actions: assign({ page: ({ context }) => context.page + 1 }),
      },
      "params.set": {
        target: ".loading",
        reenter: true,
        actions: assign({ params: ({ event }) => event.params, page: 1 }),
      },
      reload: { target: ".loading", reenter: true },
    },
    states: {
      starting: {
        tags: ["loading"],
      },
      loading: {
        tags: ["loading"],
        invoke: {
          id: "fetchPage",
          src: "fetchPage",
          input: ({ context }) => ({ page: context.page, params: context.params }),
          onDone: {
            target: "idle",
            actions: assign({
              items: ({ event }) => event.output.items,
              totalPages: ({ event }) => Math.max(1, Math.floor(event.output.totalPages) || 1),
              loaded: true,
              firstItems: ({ context, event }) => context.firstItems ?? event.output.items,
            }),
          },
          onError: [
            { guard: "isAborted" },
            { guard: "isUnauthorized", target: "idle", actions: assign({ loaded: true }) },
            {
              target: "idle",
              actions: [
                assign({ loaded: true }),
                { type: "logFailure", params: ({ event }) => ({ error: event.error }) },
              ],
            },
          ],
        },
      },
      idle: {},
    },
  });
}

/** The one loader definition every screen provides its own fetcher to. */
export const pagedLoaderMachine = createPagedLoader<unknown>();

export type PagedLoaderMachine<T> = ReturnType<typeof createPagedLoader<T>>;
export type PagedLoaderActor<T> = ActorRefFrom<PagedLoaderMachine<T>>;
