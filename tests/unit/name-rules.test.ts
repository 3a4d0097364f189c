// The shared name rules (src/shared/fields.ts) refuse a name that renders as nothing or breaks
// the line it sits on, and keep every name a person really writes: Arabic with its harakat,
// names with emoji, Indic names with a joiner.
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import * as v from "valibot";
import { nameField, nameProblem, personNameField, personNameProblem } from "../../src/shared/fields";

const COMBINING = ["\u0301", "\u064e", "\u0651", "\u0300\u0301\u0302", "\u20dd", "\u0e31"];
const VARIATION = ["\ufe0f", "\ufe0e", "\ufe0f\ufe0f", "\u{e0100}", "\u180b"];
const IGNORABLE = ["\u034f", "\u17b4", "\u17b5", "\u2060", "\u{1bca0}", "\u115f\u3164"];
const TAGS = ["\u{e0001}", "\u{e0041}\u{e0042}", "\u{e007f}", "\u{e0020}"];
const SEPARATORS = ["\u2028", "\u2029"];
const ANNOTATION = ["\ufff9", "\ufffa", "\ufffb"];

const REAL = [
  "Tech",
  "محمد",
  "مُحَمَّد",
  "قَائِمَةُ الطَّاقَةِ",
  "❤️ list",
  "👍🏽",
  "❤️",
  "👨‍👩‍👧 family",
  "🇸🇦 Saudi",
  "Café",
  "Cafe\u0301",
  "रानी\u200dहदद",
  "رنا\u200cهداد",
  "Energy 2",
];

const schemas = { list: nameField(60, true), person: personNameField(50, true) };
const reason = (schema: (typeof schemas)[keyof typeof schemas], value: string) => {
  const got = v.safeParse(schema, value);
  return got.success ? null : got.issues[0].message;
};

describe("names that render as nothing are refused", () => {
  test.each([...COMBINING, ...VARIATION, ...IGNORABLE].map((s) => [s]))("%j alone is invisible", (s) => {
    expect(nameProblem(s)).toBe("invisible");
    expect(reason(schemas.list, s)).toBe("invisible");
    expect(reason(schemas.list, ` ${s} ${s} `)).toBe("invisible");
    // A person's name that is not invisible still needs a letter.
    expect(personNameProblem(s)).not.toBeNull();
    expect(reason(schemas.person, s)).not.toBeNull();
  });

  test("any mix of marks, selectors, spaces and ignorables is refused, and never crashes", () => {
    const nothing = fc.constantFrom(...COMBINING, ...VARIATION, ...IGNORABLE, " ", "\u200b", "\u00ad", "\u3000");
    fc.assert(
      fc.property(fc.array(nothing, { minLength: 1, maxLength: 12 }), (parts) => {
        const name = parts.join("");
        expect(nameProblem(name)).toBe("invisible");
        expect(reason(schemas.list, name)).not.toBeNull();
      }),
    );
  });
});

describe("line breaks, annotations and tags are refused anywhere", () => {
  test.each([...SEPARATORS, ...ANNOTATION, ...TAGS].map((s) => [s]))("%j inside a name", (s) => {
    for (const name of [`Tech${s}List`, `${s}Tech`, `Tech ${s}`, `محمد${s}`, `❤️${s}`]) {
      expect(nameProblem(name)).toBe("format_chars");
      expect(personNameProblem(name)).toBe("format_chars");
    }
    // The schemas trim first (a separator at either end is trimmed away like a space).
    for (const name of [`Tech${s}List`, `محمد${s}علي`, `❤️${s} list`]) {
      expect(reason(schemas.list, name)).toBe("format_chars");
      expect(reason(schemas.person, name)).toBe("format_chars");
    }
  });

  test("an interlinear annotation hides text: refused wherever it stands", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 10 }).filter((s) => nameProblem(s) === null),
        fc.constantFrom(...SEPARATORS, ...ANNOTATION, ...TAGS),
        fc.nat(10),
        (name, bad, at) => {
          const i = Math.min(at, name.length);
          expect(nameProblem(name.slice(0, i) + bad + name.slice(i))).not.toBeNull();
        },
      ),
    );
  });
});

describe("real names are kept", () => {
  test.each(REAL.map((s) => [s]))("%s", (name) => {
    expect(nameProblem(name)).toBeNull();
    expect(reason(schemas.list, name)).toBeNull();
  });

  test("a person's name with harakat, an accent or a joiner between letters", () => {
    for (const name of ["مُحَمَّد", "Cafe\u0301", "رنا\u200cهداد", "Zoë"]) {
      expect([name, personNameProblem(name)]).toEqual([name, null]);
      expect(reason(schemas.person, name)).toBeNull();
    }
  });

  test("any letters, with marks on them, pass", () => {
    const letter = fc.constantFrom("a", "Z", "م", "ح", "ي", "é", "ß", "日", "ク");
    const mark = fc.constantFrom("", "\u064e", "\u0651", "\u0301", "\ufe0f");
    fc.assert(
      fc.property(fc.array(fc.tuple(letter, mark), { minLength: 1, maxLength: 20 }), (parts) => {
        const name = parts.map(([l, m]) => l + m).join("");
        expect(nameProblem(name)).toBeNull();
        expect(personNameProblem(name)).toBeNull();
      }),
    );
  });
});
