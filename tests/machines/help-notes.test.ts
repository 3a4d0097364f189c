// The Help Center's and Notes Helper's machines on live actors with their calls stood in: the
// search asks once after typing stops and keeps the shown articles meanwhile; the editor checks
// before calling and shows a refusal under its field; notes add, edit and delete one at a time.
import { expect, test } from "bun:test";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { ApiError } from "../../src/client/http";
import { articleEditorMachine, fieldProblem, serverError } from "../../src/machines/help/articleEditor.machine";
import { articlesAdminMachine, confirmingDelete } from "../../src/machines/help/articlesAdmin.machine";
import { articlesOf, helpArticlesMachine, isLoading } from "../../src/machines/help/helpArticles.machine";
import { confirmingId, editingId, notesMachine, notesOf } from "../../src/machines/notes/notes.machine";
import type { HelpArticle, HelpArticleInput, HelpCategory } from "../../src/shared/help";
import type { SymbolNote } from "../../src/shared/notes";
import { ARTICLE, NOTE } from "./help.graph";

const tick = () => Bun.sleep(0);

test("the search asks once, after the typing stops, and keeps the shown articles meanwhile", async () => {
  const asked: { q: string; category: string | null }[] = [];
  const clock = new SimulatedClock();
  const answer = (id: string): HelpArticle => ({ id, category: "shariah", title: id, body: "", updatedAt: 0 });
  const actor = createActor(
    helpArticlesMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: { q: string; category: HelpCategory | null } }) => {
          asked.push(input);
          return { articles: [answer(input.q || "all")] };
        }),
      },
    }),
    { clock, input: { category: null } },
  ).start();
  await tick();
  expect(asked).toEqual([{ q: "", category: null }]);
  for (const q of ["z", "za", "zak", "zakat"]) {
    actor.send({ type: "query.change", query: q });
    clock.increment(100);
  }
  expect(asked).toHaveLength(1);
  expect(isLoading(actor.getSnapshot())).toBe(true);
  expect(articlesOf(actor.getSnapshot()).map((a) => a.id)).toEqual(["all"]);
  clock.increment(300);
  await tick();
  expect(asked.at(-1)).toEqual({ q: "zakat", category: null });
  expect(asked).toHaveLength(2);
  expect(actor.getSnapshot().context.shownQuery).toBe("zakat");
  actor.send({ type: "category.select", category: "shariah" });
  await tick();
  expect(asked.at(-1)).toEqual({ q: "zakat", category: "shariah" });
});

test("the editor checks before calling, and a refusal shows under its field", async () => {
  const calls: HelpArticleInput[] = [];
  let refuse = true;
  const saved: string[] = [];
  const actor = createActor(
    articleEditorMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: { id: string | null; values: HelpArticleInput } }) => {
          calls.push(input.values);
          if (refuse)
            throw new ApiError(400, {
              message: "Arabic body is at most 20 KB.",
              code: "invalid_input",
              field: "bodyAr",
            });
          return { article: { ...ARTICLE, ...input.values } };
        }),
      },
      actions: { saved: (_, { article }) => void saved.push(article.titleEn) },
    }),
    { input: { category: "troubleshooting" } },
  ).start();
  expect(fieldProblem(actor.getSnapshot(), "titleEn")).toBeNull();
  actor.send({ type: "save" });
  expect(calls).toHaveLength(0);
  expect(fieldProblem(actor.getSnapshot(), "titleEn")).toBe("required");
  for (const [field, value] of [
    ["titleEn", "Charts"],
    ["bodyEn", "Reload."],
    ["titleAr", "الرسوم"],
    ["bodyAr", "أعد التحميل."],
  ] as const)
    actor.send({ type: "field.change", field, value });
  expect(fieldProblem(actor.getSnapshot(), "titleEn")).toBeNull();
  actor.send({ type: "save" });
  await tick();
  expect(calls).toHaveLength(1);
  expect(serverError(actor.getSnapshot())).toEqual({ field: "bodyAr", message: "Arabic body is at most 20 KB." });
  expect(actor.getSnapshot().matches("editing")).toBe(true);
  refuse = false;
  actor.send({ type: "field.change", field: "bodyAr", value: "أعد تحميل الصفحة." });
  expect(serverError(actor.getSnapshot())).toBeNull();
  actor.send({ type: "save" });
  await tick();
  expect(saved).toEqual(["Charts"]);
  expect(actor.getSnapshot().status).toBe("done");
});

test("an article is deleted only after the confirmation", async () => {
  const removed: string[] = [];
  const actor = createActor(
    articlesAdminMachine.provide({
      actors: {
        load: fromPromise(async () => ({ articles: [ARTICLE, { ...ARTICLE, id: "a2" }] })),
        remove: fromPromise(async ({ input }: { input: { id: string } }) => {
          removed.push(input.id);
          return { id: input.id };
        }),
      },
    }),
  ).start();
  await tick();
  actor.send({ type: "delete", id: "a2" });
  expect(confirmingDelete(actor.getSnapshot())?.id).toBe("a2");
  actor.send({ type: "delete.cancel" });
  expect(removed).toEqual([]);
  actor.send({ type: "delete", id: "missing" });
  expect(confirmingDelete(actor.getSnapshot())).toBeNull();
  actor.send({ type: "delete", id: "a2" });
  actor.send({ type: "delete.confirm" });
  await tick();
  expect(removed).toEqual(["a2"]);
  expect(actor.getSnapshot().context.articles.map((a) => a.id)).toEqual(["a1"]);
});

test("notes: add with the page's symbol, edit, delete after a confirmation; a refusal keeps the text", async () => {
  const created: { symbol: string; text: string }[] = [];
  let refuse = false;
  let clock = 10;
  const actor = createActor(
    notesMachine.provide({
      actors: {
        load: fromPromise(async () => ({ notes: [NOTE], max: 500 })),
        create: fromPromise(async ({ input }: { input: { symbol: string; text: string } }) => {
          created.push(input);
          if (refuse) throw new ApiError(409, { message: "You can keep at most 500 notes.", code: "note_limit" });
          return { note: { ...NOTE, id: `n${created.length + 1}`, ...input, updatedAt: clock++ } as SymbolNote };
        }),
        update: fromPromise(async ({ input }: { input: { id: string; text: string } }) => ({
          note: { ...NOTE, id: input.id, text: input.text, updatedAt: clock++ },
        })),
        remove: fromPromise(async ({ input }: { input: { id: string } }) => ({ id: input.id })),
      },
    }),
    { input: { symbol: "AAPL" } },
  ).start();
  await tick();
  actor.send({ type: "add" });
  expect(created).toHaveLength(0); // nothing typed
  actor.send({ type: "draft.change", text: "Dividend next week" });
  actor.send({ type: "add" });
  await tick();
  expect(created).toEqual([{ symbol: "AAPL", text: "Dividend next week" }]);
  expect(notesOf(actor.getSnapshot()).map((n) => n.id)).toEqual(["n2", "n1"]);
  expect(actor.getSnapshot().context.draft).toBe("");

  refuse = true;
  actor.send({ type: "draft.change", text: "One more" });
  actor.send({ type: "add" });
  await tick();
  expect(actor.getSnapshot().context.error).toEqual({ field: null, message: "You can keep at most 500 notes." });
  expect(actor.getSnapshot().context.draft).toBe("One more");

  actor.send({ type: "edit", id: "n1" });
  expect(editingId(actor.getSnapshot())).toBe("n1");
  expect(actor.getSnapshot().context.editText).toBe(NOTE.text);
  actor.send({ type: "edit.change", text: "  " });
  actor.send({ type: "edit.save" });
  expect(editingId(actor.getSnapshot())).toBe("n1"); // an empty note is not sent
  actor.send({ type: "edit.change", text: "Earnings moved to Friday" });
  actor.send({ type: "edit.save" });
  await tick();
  expect(notesOf(actor.getSnapshot())[0]).toMatchObject({ id: "n1", text: "Earnings moved to Friday" });

  actor.send({ type: "delete", id: "n2" });
  expect(confirmingId(actor.getSnapshot())).toBe("n2");
  actor.send({ type: "delete.confirm" });
  await tick();
  expect(notesOf(actor.getSnapshot()).map((n) => n.id)).toEqual(["n1"]);
});

test("on the dashboard a note needs its symbol", async () => {
  const created: { symbol: string; text: string }[] = [];
  const actor = createActor(
    notesMachine.provide({
      actors: {
        load: fromPromise(async () => ({ notes: [] as SymbolNote[], max: 500 })),
        create: fromPromise(async ({ input }: { input: { symbol: string; text: string } }) => {
          created.push(input);
          return { note: { ...NOTE, ...input } };
        }),
      },
    }),
    { input: { symbol: null } },
  ).start();
  await tick();
  actor.send({ type: "draft.change", text: "Watch the breakout" });
  actor.send({ type: "add" });
  expect(created).toHaveLength(0);
  actor.send({ type: "draftSymbol.change", symbol: "2222.sr" });
  actor.send({ type: "add" });
  await tick();
  expect(created).toEqual([{ symbol: "2222.sr", text: "Watch the breakout" }]);
});
