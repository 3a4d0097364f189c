// The partner team's machines (src/machines/team): team and access keeps the list through a
// refusal and names its field; the invitation page checks the passwords before any call and tells
// a used link from a refused password; the layout moves entries one place at a time and never
// hides Settings; the team watchlist refuses a viewer's write, follows the shown list's symbols
// again after a change, and hands the export to `save`.
import { describe, expect, test } from "bun:test";
import { createActor, fromCallback, fromPromise } from "xstate";
import { ApiError } from "../../src/client/http";
import type { ListWrite } from "../../src/machines/team/actors";
import { joinTeamMachine } from "../../src/machines/team/joinTeam.machine";
import { moved, partnerLayoutMachine, widgetOrder } from "../../src/machines/team/partnerLayout.machine";
import { teamAccessMachine } from "../../src/machines/team/teamAccess.machine";
import { teamWatchlistMachine } from "../../src/machines/team/teamWatchlist.machine";
import { DEFAULT_PARTNER_LAYOUT, type PartnerLayout } from "../../src/shared/partner-layout";
import type { TeamMember, TeamRole, TeamWatchlist } from "../../src/shared/partner-team";
import { INVITE, LIST, MEMBER } from "./team.graph";

const settle = () => Bun.sleep(0);
const refused = (field: string, code = "invalid_input") =>
  new ApiError(400, { message: `${field} is wrong.`, code, field } as never);

describe("teamAccess", () => {
  test("a refused invitation keeps the list and the typed e-mail, and names the field", async () => {
    const actor = createActor(
      teamAccessMachine.provide({
        actors: {
          fetchTeam: fromPromise(async () => ({ members: [MEMBER], maxMembers: 20 })),
          sendInvite: fromPromise<TeamMember, { email: string; role: TeamRole }>(async () => {
            throw refused("email", "team_member_exists");
          }),
        },
      }),
    ).start();
    await settle();
    actor.send({ type: "invite" });
    expect(actor.getSnapshot().value).toBe("ready"); // nothing typed: no call
    actor.send({ type: "email.change", value: "analyst@team.example" });
    actor.send({ type: "invite" });
    await settle();
    const c = actor.getSnapshot().context;
    expect(c.members).toEqual([MEMBER]);
    expect(c.email).toBe("analyst@team.example");
    expect(c.error).toEqual({ message: "email is wrong.", field: "email" });
  });

  test("a removal drops the member and says whom", async () => {
    const actor = createActor(
      teamAccessMachine.provide({
        actors: {
          fetchTeam: fromPromise(async () => ({ members: [MEMBER], maxMembers: 20 })),
          removeMember: fromPromise(async ({ input }: { input: { id: string } }) => input.id),
        },
      }),
    ).start();
    await settle();
    actor.send({ type: "remove", id: "m1" });
    await settle();
    expect(actor.getSnapshot().context.members).toEqual([]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: "removed", email: MEMBER.email });
  });
});

describe("joinTeam", () => {
  const start = (accept: () => Promise<{ partnerID: string }>) => {
    let calls = 0;
    const actor = createActor(
      joinTeamMachine.provide({
        actors: {
          checkInvite: fromPromise(async () => INVITE),
          acceptInvite: fromPromise(async () => {
            calls++;
            return accept();
          }),
        },
      }),
      { input: { token: "t".repeat(43) } },
    ).start();
    return { actor, calls: () => calls };
  };

  test("two different passwords are refused here, before any call", async () => {
    const { actor, calls } = start(async () => ({ partnerID: "P-42" }));
    await settle();
    actor.send({ type: "password.change", value: "a good password" });
    actor.send({ type: "confirm.change", value: "a good passwork" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.mismatch).toBe(true);
    expect(calls()).toBe(0);
    actor.send({ type: "confirm.change", value: "a good password" });
    actor.send({ type: "submit" });
    await settle();
    expect(actor.getSnapshot().value).toBe("done");
    expect(actor.getSnapshot().context.partnerID).toBe("P-42");
    expect(actor.getSnapshot().context.password).toBe("");
  });

  test("a refused password keeps the form; a link used meanwhile ends on 'invalid'", async () => {
    let answer: Error = refused("password", "password_too_short");
    const { actor } = start(async () => {
      throw answer;
    });
    await settle();
    actor.send({ type: "password.change", value: "short" });
    actor.send({ type: "confirm.change", value: "short" });
    actor.send({ type: "submit" });
    await settle();
    expect(actor.getSnapshot().value).toBe("form");
    expect(actor.getSnapshot().context.error?.field).toBe("password");
    answer = refused("token", "team_invite_invalid");
    actor.send({ type: "submit" });
    await settle();
    expect(actor.getSnapshot().value).toBe("invalid");
  });
});

describe("partnerLayout", () => {
  test("moves one place at a time, stays at the ends, and never hides Settings", async () => {
    expect(moved(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    let saved = null as PartnerLayout | null;
    const actor = createActor(
      partnerLayoutMachine.provide({
        actors: {
          fetchLayout: fromPromise(async () => DEFAULT_PARTNER_LAYOUT),
          saveLayout: fromPromise(async ({ input }: { input: PartnerLayout }) => {
            saved = input;
            return input;
          }),
        },
      }),
    ).start();
    await settle();
    actor.send({ type: "group.move", group: "news", by: -1 });
    actor.send({ type: "group.toggle", group: "settings" });
    actor.send({ type: "group.toggle", group: "events" });
    actor.send({ type: "widget.toggle", widget: "markets" });
    actor.send({ type: "widget.move", widget: "markets", by: 1 }); // hidden: no place to move
    actor.send({ type: "widget.move", widget: "feed", by: -1 });
    const draft = actor.getSnapshot().context.draft;
    expect(draft.groups.indexOf("news")).toBe(DEFAULT_PARTNER_LAYOUT.groups.indexOf("news") - 1);
    expect(draft.hidden).toEqual(["events"]);
    expect(draft.widgets).toEqual(["movers", "calendar", "feed", "recap", "watchlist"]);
    expect(widgetOrder(draft).at(-1)).toBe("markets");
    expect(actor.getSnapshot().context.moved).toEqual({ name: "feed", position: 3 });
    // The sidebar keeps the saved layout until the save is done.
    expect(actor.getSnapshot().context.layout).toEqual(DEFAULT_PARTNER_LAYOUT);
    actor.send({ type: "save" });
    await settle();
    expect(saved).toEqual(draft);
    expect(actor.getSnapshot().context.layout).toEqual(draft);
    expect(actor.getSnapshot().context.saved).toBe(true);
  });
});

describe("teamWatchlist", () => {
  const OTHER: TeamWatchlist = { id: "l2", name: "Tech", updatedAt: 0, symbols: [] };

  function start(canEdit: boolean) {
    const followed: string[][] = [];
    const writes: unknown[] = [];
    const files: Blob[] = [];
    const actor = createActor(
      teamWatchlistMachine.provide({
        actors: {
          fetchLists: fromPromise(async () => ({ lists: [LIST, OTHER], canEdit })),
          writeList: fromPromise<{ id: string; list: TeamWatchlist | null }, ListWrite>(async ({ input }) => {
            writes.push(input);
            if (input.kind === "delete") return { id: input.id, list: null };
            return {
              id: "l1",
              list: {
                ...LIST,
                symbols: [
                  ...LIST.symbols,
                  { symbol: "AAPL", name: "Apple", currency: "USD" as const, note: "", addedAt: 1 },
                ],
              },
            };
          }),
          exportList: fromPromise(async () => new Blob(["csv"])),
          listQuotes: fromCallback(({ input }: { input: { symbols: string[] } }) => {
            followed.push(input.symbols);
            return () => {};
          }),
        },
        actions: { save: (_, file: Blob) => void files.push(file) },
      }),
    ).start();
    return { actor, followed, writes, files };
  }

  test("a viewer's write never leaves the machine", async () => {
    const { actor, writes } = start(false);
    await settle();
    actor.send({ type: "write", write: { kind: "create", name: "Mine" } });
    await settle();
    expect(writes).toEqual([]);
  });

  test("the shown list's symbols are followed again after a change and a new selection", async () => {
    const { actor, followed } = start(true);
    await settle();
    expect(followed.at(-1)).toEqual(["2222.SR"]);
    actor.send({ type: "write", write: { kind: "add", id: "l1", symbol: "AAPL", note: "" } });
    await settle();
    expect(followed.at(-1)).toEqual(["2222.SR", "AAPL"]);
    expect(actor.getSnapshot().context.notice).toBe("add");
    actor.send({ type: "select", id: "l2" });
    expect(followed.at(-1)).toEqual([]);
    actor.send({
      type: "quotes",
      quotes: [
        {
          symbol: "AAPL",
          price: 190,
          change: 1,
          changesPercentage: 0.5,
          volume: 1,
          dayLow: 1,
          dayHigh: 2,
          marketState: "open",
        },
      ],
      ts: 5,
    });
    expect(actor.getSnapshot().context.quotes.AAPL).toEqual({ price: 190, changesPercentage: 0.5, ts: 5 });
  });

  test("deleting the shown list shows the next; the export goes to save", async () => {
    const { actor, files } = start(true);
    await settle();
    actor.send({ type: "export" });
    await settle();
    expect(files.length).toBe(1);
    actor.send({ type: "write", write: { kind: "delete", id: "l1" } });
    await settle();
    expect(actor.getSnapshot().context.lists.map((l) => l.id)).toEqual(["l2"]);
    expect(actor.getSnapshot().context.selected).toBe("l2");
  });
});
