// The company search: the text folding (Arabic spelling variants, diacritics, punctuation) and
// the ranking (exact symbol, exact name or alias, symbol prefix, name prefix, words, contains).
import { describe, expect, test } from "bun:test";
import { CompanySearch, normalizeSearchText, RANK } from "../../src/server/market/search";
import { REAL_COMPANIES } from "../../src/server/market/universe";

describe("normalizeSearchText", () => {
  test("hamza forms fold to their seat: أ إ آ ٱ ء → ا, ؤ → و, ئ → ي", () => {
    expect(normalizeSearchText("أرامكو")).toBe("ارامكو");
    expect(normalizeSearchText("إعمار")).toBe(normalizeSearchText("اعمار"));
    expect(normalizeSearchText("آل")).toBe("ال");
    expect(normalizeSearchText("ٱلبلاد")).toBe("البلاد");
    expect(normalizeSearchText("مؤسسة")).toBe(normalizeSearchText("موسسه"));
    expect(normalizeSearchText("هيئة")).toBe(normalizeSearchText("هييه"));
    expect(normalizeSearchText("ماء")).toBe("ماا");
  });
  test("taa marbuta and haa, alef maqsura and yaa, tatweel and harakat", () => {
    expect(normalizeSearchText("شركة")).toBe(normalizeSearchText("شركه"));
    expect(normalizeSearchText("مستشفى")).toBe(normalizeSearchText("مستشفي"));
    expect(normalizeSearchText("الراجـــحي")).toBe("الراجحي");
    expect(normalizeSearchText("مَصْرِفُ الإِنْماءِ")).toBe(normalizeSearchText("مصرف الانماء"));
    expect(normalizeSearchText("ٱلْبَنْكُ ٱلْأَهْلِيُّ")).toBe("البنك الاهلي");
  });
  test("Latin: lower case, punctuation as spaces, apostrophes dropped; Arabic-Indic digits as ASCII", () => {
    expect(normalizeSearchText("  Ma'aden  ")).toBe("maaden");
    expect(normalizeSearchText("Dr. Sulaiman Al-Habib")).toBe("dr sulaiman al habib");
    expect(normalizeSearchText("٢٢٢٢")).toBe("2222");
    expect(normalizeSearchText("ＳＴＣ")).toBe("stc");
  });
});

describe("ranking", () => {
  const companies = [
    { symbol: "COST", name: "Costco Wholesale Corporation" },
    { symbol: "2223.SR", name: "Saudi Aramco Base Oil Company", nameAr: "شركة أرامكو السعودية لزيوت الأساس" },
    {
      symbol: "2222.SR",
      name: "Saudi Arabian Oil Company",
      nameAr: "شركة الزيت العربية السعودية",
      aliases: ["Aramco", "أرامكو"],
    },
    { symbol: "7010.SR", name: "Saudi Telecom Company", aliases: ["stc", "اس تي سي"] },
    { symbol: "ST", name: "Sensata Technologies" },
    { symbol: "STCX", name: "Example Co" },
  ];
  const index = new CompanySearch(companies);
  const find = (q: string) =>
    index.search(q, 10, () => 1).map(({ index: i, rank }) => [companies[i]!.symbol, rank] as const);

  test("an exact alias comes before names that contain the query", () => {
    expect(find("aramco")).toEqual([
      ["2222.SR", RANK.exactName],
      ["2223.SR", RANK.words],
    ]);
    expect(find("أرامكو")[0]).toEqual(["2222.SR", RANK.exactName]);
    expect(find("ارامكو")[0]).toEqual(["2222.SR", RANK.exactName]);
  });
  test("exact symbol, then exact alias, then symbol prefix, then contains", () => {
    expect(find("st")).toEqual([
      ["ST", RANK.exactSymbol],
      ["STCX", RANK.symbolPrefix],
      ["7010.SR", RANK.namePrefix],
      ["COST", RANK.contains],
    ]);
    expect(find("stc")).toEqual([
      ["7010.SR", RANK.exactName],
      ["STCX", RANK.symbolPrefix],
      ["COST", RANK.contains],
    ]);
    expect(find("إس تي سي")[0]).toEqual(["7010.SR", RANK.exactName]);
  });
  test("the symbol without its market suffix is exact", () => {
    expect(find("2222")[0]).toEqual(["2222.SR", RANK.exactSymbol]);
    expect(find("2222.sr")[0]).toEqual(["2222.SR", RANK.exactSymbol]);
  });
  test("words in any order, each the start of a word; the Arabic article is optional", () => {
    expect(find("oil saudi").map(([s]) => s)).toEqual(["2222.SR", "2223.SR"].sort());
    expect(find("زيت")[0]).toEqual(["2222.SR", RANK.words]);
  });
  test("ties go to the larger company", () => {
    const sizes = [1, 5, 9, 1, 1, 1];
    expect(index.search("saudi", 10, (i) => sizes[i]!).map(({ index: i }) => companies[i]!.symbol)).toEqual([
      "2222.SR",
      "2223.SR",
      "7010.SR",
    ]);
  });
  test("nothing for blank text", () => {
    expect(find("   ")).toEqual([]);
  });
});

describe("the universe's names and aliases", () => {
  const index = new CompanySearch(REAL_COMPANIES);
  const cap = (i: number) => REAL_COMPANIES[i]!.sharesOutstanding * REAL_COMPANIES[i]!.referencePrice;
  const first = (q: string) => REAL_COMPANIES[index.search(q, 1, cap)[0]!.index]!.symbol;
  test.each([
    ["aramco", "2222.SR"],
    ["أرامكو", "2222.SR"],
    ["Saudi Aramco", "2222.SR"],
    ["stc", "7010.SR"],
    ["اس تي سي", "7010.SR"],
    ["الراجحي", "1120.SR"],
    ["rajhi", "1120.SR"],
    ["سابك", "2010.SR"],
    ["sabic", "2010.SR"],
    ["معادن", "1211.SR"],
    ["الانماء", "1150.SR"],
    ["المراعي", "2280.SR"],
    ["apple", "AAPL"],
  ])("%s → %s", (q, symbol) => {
    expect(first(q)).toBe(symbol);
  });
});
