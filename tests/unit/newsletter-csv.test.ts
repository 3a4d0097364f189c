// The subscriber CSV's line counter (src/shared/newsletter.ts, csvLines): LF, CRLF and CR line
// ends alike, blank lines and a BOM skipped, and no more than asked read past the limit.
import { expect, test } from "bun:test";
import { csvLines, subscriberCsvReader } from "../../src/shared/newsletter";

test("LF, CRLF and CR files give the same lines with their numbers; blank lines are skipped", () => {
  const want = [
    { line: 1, text: "email;language" },
    { line: 2, text: "a@example.com;en" },
    { line: 4, text: "b@example.com;ar" },
  ];
  for (const end of ["\n", "\r\n", "\r"]) {
    const text = `\ufeff${["email;language", "a@example.com;en", "  ", "b@example.com;ar", ""].join(end)}`;
    expect(csvLines(text, 10)).toEqual({ lines: want, more: false });
  }
});

test("reading stops at the limit and says a further line follows", () => {
  const text = "x\n".repeat(1_000_000);
  expect(csvLines(text, 3)).toEqual({
    lines: [
      { line: 1, text: "x" },
      { line: 2, text: "x" },
      { line: 3, text: "x" },
    ],
    more: true,
  });
  expect(csvLines("x\ny\n", 2).more).toBe(false);
});

test("a header names the columns; without one the first column is the address", () => {
  const withHeader = subscriberCsvReader("Language,E-mail", "ar");
  expect(withHeader.hasHeader).toBe(true);
  expect(withHeader.read("English, A@Example.com ", 2)).toEqual({
    line: 2,
    email: "a@example.com",
    language: "en",
    error: null,
  });
  expect(withHeader.read("en,a@example.com", 3).error).toBe("duplicate");
  const bare = subscriberCsvReader("b@example.com;fr", "en");
  expect(bare.hasHeader).toBe(false);
  expect(bare.read("b@example.com;fr", 1).error).toBe("language");
  expect(bare.read("c@example.com", 2)).toEqual({ line: 2, email: "c@example.com", language: "en", error: null });
});
