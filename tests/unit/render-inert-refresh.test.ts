// A drawn document never navigates: every meta tag's http-equiv is made inert (render/chromium.ts).
import { describe, expect, test } from "bun:test";
import { inertRefresh } from "../../src/server/render/chromium";

describe("inertRefresh", () => {
  const cases: [string, string][] = [
    [
      `<meta http-equiv="refresh" content="0;url=http://x">`,
      `<meta data-inert-equiv="refresh" content="0;url=http://x">`,
    ],
    [`<META HTTP-EQUIV=Refresh CONTENT=0>`, `<META data-inert-equiv=Refresh CONTENT=0>`],
    [`<meta/http-equiv=refresh content=0>`, `<meta/data-inert-equiv=refresh content=0>`],
    // A quoted ">" does not end the tag for the browser, nor here.
    [`<meta content="a>b" http-equiv="refresh">`, `<meta content="a>b" data-inert-equiv="refresh">`],
    [`<meta content='a>b' http-equiv='refresh'>`, `<meta content='a>b' data-inert-equiv='refresh'>`],
  ];
  for (const [html, inert] of cases) test(html, () => expect(inertRefresh(html)).toBe(inert));

  test("text and other tags that name http-equiv are left as they are", () => {
    const html = `<p>the http-equiv attribute</p><a title="http-equiv">x</a><metadata>http-equiv</metadata>`;
    expect(inertRefresh(html)).toBe(html);
  });
});
