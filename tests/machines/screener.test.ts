// The screener's machines (docs/architecture.md, Screener): the filter builder hands every valid
// screen to `changed` and holds back an inverted range; saved screens keep the list through
// writes and show a refusal's message; a newer run replaces one under way. Plus the URL codec.
import { describe, expect, test } from "bun:test";
import { createActor, fromPromise } from "xstate";
import { ApiError } from "../../src/client/http";
import { type BuilderContext, filterBuilderMachine } from "../../src/machines/screener/filterBuilder.machine";
import { savedScreensMachine } from "../../src/machines/screener/savedScreens.machine";
import type { SavedScreen, ScreenQuery } from "../../src/shared/screener";
import { screenFromSearch, screenToSearch } from "../../src/shared/screener";

const base: ScreenQuery = { market: "US", filters: [], sort: { field: "marketCap", dir: "desc" } };

describe("filterBuilder", () => {
  test("each change reaches `changed`; an inverted range does not, until fixed", () => {
    const seen: BuilderContext[] = [];
    const actor = createActor(filterBuilderMachine.provide({ actions: { changed: (_, ctx) => void seen.push(ctx) } }), {
      input: { query: base, page: 3 },
    }).start();
    expect(seen.at(-1)?.page).toBe(3);
    actor.send({ type: "filter.add", field: "rsi14" });
    expect(seen.at(-1)?.query.filters).toEqual([{ field: "rsi14" }]);
    expect(seen.at(-1)?.page).toBe(1);
    actor.send({ type: "filter.bound", index: 0, bound: "max", text: "30" });
    const before = seen.length;
    actor.send({ type: "filter.bound", index: 0, bound: "min", text: "70" });
    expect(actor.getSnapshot().value).toBe("invalid");
    expect(seen.length).toBe(before);
    actor.send({ type: "filter.bound", index: 0, bound: "min", text: "" });
    expect(actor.getSnapshot().value).toBe("valid");
    expect(seen.at(-1)?.query.filters).toEqual([{ field: "rsi14", max: 30 }]);
    actor.send({ type: "filter.add", field: "sector" });
    expect((seen.at(-1)?.query.filters[1] as { in: string[] } | undefined)?.in.length).toBe(11);
    actor.send({ type: "filter.values", index: 1, values: ["Energy"] });
    actor.send({ type: "sort.set", field: "rsi14", dir: "asc" });
    expect(seen.at(-1)?.query).toEqual({
      market: "US",
      filters: [
        { field: "rsi14", max: 30 },
        { field: "sector", in: ["Energy"] },
      ],
      sort: { field: "rsi14", dir: "asc" },
    });
  });
});

describe("filterBuilder: bounds as typed", () => {
  test("Arabic-Indic bounds are kept as typed and applied as numbers; a bound that is no number holds the screen", () => {
    const seen: BuilderContext[] = [];
    const actor = createActor(filterBuilderMachine.provide({ actions: { changed: (_, ctx) => void seen.push(ctx) } }), {
      input: { query: base },
    }).start();
    actor.send({ type: "filter.add", field: "price" });
    actor.send({ type: "filter.add", field: "rsi14" });
    actor.send({ type: "filter.bound", index: 0, bound: "min", text: "١٢٫٥" });
    actor.send({ type: "filter.bound", index: 0, bound: "max", text: "۱٬۲۰۰" });
    expect(seen.at(-1)?.query.filters[0]).toEqual({ field: "price", min: 12.5, max: 1200 });
    expect(actor.getSnapshot().context.typed[0]).toEqual({ min: "١٢٫٥", max: "۱٬۲۰۰" });
    const before = seen.length;
    actor.send({ type: "filter.bound", index: 1, bound: "min", text: "٣٠x" });
    expect(actor.getSnapshot().value).toBe("invalid");
    expect(seen.length).toBe(before);
    actor.send({ type: "filter.bound", index: 1, bound: "min", text: "−٣٠" });
    expect(actor.getSnapshot().value).toBe("valid");
    expect(seen.at(-1)?.query.filters[1]).toEqual({ field: "rsi14", min: -30 });
    // Cleared: the bound is open again.
    actor.send({ type: "filter.bound", index: 0, bound: "max", text: "" });
    expect(seen.at(-1)?.query.filters[0]).toEqual({ field: "price", min: 12.5 });
    // Typed inverted range: held back like a numeric one.
    actor.send({ type: "filter.bound", index: 0, bound: "max", text: "١٠" });
    expect(actor.getSnapshot().value).toBe("invalid");
    // Removing a filter drops its typed text with it; a loaded screen shows its numbers.
    actor.send({ type: "filter.remove", index: 0 });
    expect(actor.getSnapshot().context.typed).toEqual([{ min: "−٣٠", max: "" }]);
    actor.send({ type: "screen.load", query: { ...base, filters: [{ field: "price", min: 5 }] } });
    expect(actor.getSnapshot().context.typed).toEqual([{ min: "5", max: "" }]);
    // A set filter has no bounds to type.
    actor.send({ type: "filter.add", field: "sector" });
    const count = seen.length;
    actor.send({ type: "filter.bound", index: 1, bound: "min", text: "٥" });
    expect(seen.length).toBe(count);
  });

  test("a link with Arabic-Indic digits reads as the same screen", () => {
    expect(screenFromSearch("US", { f: "price:١٢٫٥:٢٠٠;rsi14::۳۰", p: "٢" })).toEqual({
      query: {
        market: "US",
        filters: [
          { field: "price", min: 12.5, max: 200 },
          { field: "rsi14", max: 30 },
        ],
        sort: { field: "marketCap", dir: "desc" },
      },
      page: 2,
    });
  });
});

describe("URL codec", () => {
  test("a screen survives its URL, and junk in the URL is left out", () => {
    const query: ScreenQuery = {
      market: "SA",
      filters: [
        { field: "price", min: 10.5 },
        { field: "rsi14", min: -1, max: 30 },
        { field: "sector", in: ["Energy", "Real Estate"] },
      ],
      sort: { field: "change1d", dir: "asc" },
      columns: ["price", "sector"],
    };
    const search = screenToSearch(query, 2);
    expect(screenFromSearch("SA", { ...search, p: 2 })).toEqual({ query, page: 2 });
    expect(screenFromSearch("US", { f: "nope:1:2;price:x:;sector=Mars", s: "zz.up", p: "-1" })).toEqual({
      query: { market: "US", filters: [{ field: "sector", in: [] }], sort: { field: "marketCap", dir: "desc" } },
      page: 1,
    });
  });
});

describe("savedScreens", () => {
  const screen: SavedScreen = { id: "s1", name: "Oversold", query: base, updatedAt: 1 };
  test("load, save, a refused save keeps the list with the message, rename, delete", async () => {
    let fail = false;
    const actor = createActor(
      savedScreensMachine.provide({
        actors: {
          fetchSaved: fromPromise(async (): Promise<SavedScreen[]> => []),
          createSaved: fromPromise(
            async ({ input }: { input: { name: string; query: ScreenQuery } }): Promise<SavedScreen> => {
              if (fail)
                throw new ApiError(409, {
                  message: "You already saved a screen with this name.",
                  code: "screen_name_taken",
                });
              return { ...screen, name: input.name };
            },
          ),
          renameSaved: fromPromise(async ({ input }: { input: { id: string; name: string } }) => ({
            ...screen,
            name: input.name,
          })),
          deleteSaved: fromPromise(async ({ input }: { input: { id: string } }) => input.id),
        },
      }),
    ).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await settle();
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "save", name: "Oversold", query: base });
    await settle();
    expect(actor.getSnapshot().context.screens.map((s) => s.name)).toEqual(["Oversold"]);
    fail = true;
    actor.send({ type: "save", name: "Oversold", query: base });
    await settle();
    expect(actor.getSnapshot().context.error).toBe("You already saved a screen with this name.");
    expect(actor.getSnapshot().context.screens.length).toBe(1);
    actor.send({ type: "rename", id: "s1", name: "RSI" });
    await settle();
    expect(actor.getSnapshot().context.screens[0]?.name).toBe("RSI");
    actor.send({ type: "delete", id: "s1" });
    await settle();
    expect(actor.getSnapshot().context.screens).toEqual([]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: "deleted" });
  });
});
