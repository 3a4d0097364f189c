// Graph config of the Help Center's and Notes Helper's machines (src/machines/help,
// src/machines/notes): sample answers of every call and the events that carry data.
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";
import type { HelpArticle, HelpArticleAdmin } from "../../src/shared/help";
import type { SymbolNote } from "../../src/shared/notes";

export const ARTICLE: HelpArticleAdmin = {
  id: "a1",
  category: "troubleshooting",
  published: true,
  position: 10,
  titleEn: "The code e-mail did not arrive",
  bodyEn: "Look in the spam folder.",
  titleAr: "لم تصلني رسالة الرمز",
  bodyAr: "ابحث في مجلد الرسائل غير المرغوب فيها.",
  createdAt: 0,
  updatedAt: 0,
};
const READER_ARTICLE: HelpArticle = { id: "a1", category: "troubleshooting", title: "T", body: "B", updatedAt: 0 };
export const NOTE: SymbolNote = { id: "n1", symbol: "AAPL", text: "Earnings on Thursday", createdAt: 0, updatedAt: 0 };
const refused = new ApiError(400, { message: "English title is required.", code: "invalid_input", field: "titleEn" });
const offline = new ApiError(0, null);

export const helpGraphConfig: Record<string, MachineGraphConfig> = {
  helpArticles: {
    input: { category: null },
    events: [
      { type: "query.change", query: "zakat" },
      { type: "category.select", category: "shariah" },
      { type: "xstate.after.typing.helpArticles.typing" },
      { type: "xstate.done.actor.load", output: { articles: [READER_ARTICLE] } },
      { type: "xstate.error.actor.load", error: offline },
    ],
  },
  articlesAdmin: {
    events: [
      { type: "xstate.done.actor.load", output: { articles: [ARTICLE] } },
      { type: "xstate.error.actor.load", error: offline },
      { type: "saved", article: { ...ARTICLE, id: "a2" } },
      { type: "move", id: "a1", direction: "down" },
      { type: "publish", id: "a1", published: false },
      { type: "delete", id: "a1" },
      { type: "xstate.done.actor.move", output: { articles: [ARTICLE] } },
      { type: "xstate.error.actor.move", error: offline },
      { type: "xstate.done.actor.publish", output: { article: { ...ARTICLE, published: false } } },
      { type: "xstate.error.actor.publish", error: offline },
      { type: "xstate.done.actor.remove", output: { id: "a1" } },
      { type: "xstate.error.actor.remove", error: offline },
    ],
  },
  articleEditor: {
    input: { article: ARTICLE },
    events: [
      { type: "field.change", field: "titleEn", value: "" },
      { type: "category.change", category: "alerts" },
      { type: "published.change", published: false },
      { type: "xstate.done.actor.save", output: { article: ARTICLE } },
      { type: "xstate.error.actor.save", error: refused },
    ],
  },
  notes: {
    input: { symbol: "AAPL" },
    events: [
      { type: "xstate.done.actor.load", output: { notes: [NOTE], max: 500 } },
      { type: "xstate.error.actor.load", error: offline },
      { type: "draft.change", text: "Dividend next week" },
      { type: "draftSymbol.change", symbol: "MSFT" },
      { type: "edit", id: "n1" },
      { type: "edit.change", text: "Earnings moved to Friday" },
      { type: "delete", id: "n1" },
      { type: "xstate.done.actor.create", output: { note: { ...NOTE, id: "n2" } } },
      { type: "xstate.error.actor.create", error: offline },
      { type: "xstate.done.actor.update", output: { note: NOTE } },
      { type: "xstate.error.actor.update", error: offline },
      { type: "xstate.done.actor.remove", output: { id: "n1" } },
      { type: "xstate.error.actor.remove", error: offline },
    ],
    // Adding needs a typed note first: the shortest paths do not type before pressing Add.
    paths: [
      {
        name: "a note is typed and added",
        events: [
          { type: "xstate.done.actor.load", output: { notes: [NOTE], max: 500 } },
          { type: "draft.change", text: "Dividend next week" },
          { type: "add" },
          { type: "xstate.done.actor.create", output: { note: { ...NOTE, id: "n2" } } },
        ],
      },
      {
        name: "a note is typed and refused",
        events: [
          { type: "xstate.done.actor.load", output: { notes: [NOTE], max: 500 } },
          { type: "draft.change", text: "Dividend next week" },
          { type: "add" },
          { type: "xstate.error.actor.create", error: offline },
        ],
      },
    ],
  },
};
