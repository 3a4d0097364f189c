// The whole Saudi Main Market: every listing with its official names and the Exchange's sector,
// the banks, insurers and REITs where the Exchange puts them; the US universe keeps its size.
import { describe, expect, test } from "bun:test";
import { SAUDI_SECTORS } from "../../src/server/market/listings/saudi-companies";
import { REAL_COMPANIES } from "../../src/server/market/universe";

const saudi = REAL_COMPANIES.filter((c) => c.exchange === "Saudi");
const us = REAL_COMPANIES.filter((c) => c.exchange !== "Saudi");
const bySymbol = (s: string) => REAL_COMPANIES.find((c) => c.symbol === s)!;

describe("the Saudi universe", () => {
  test("at least 230 Main Market listings, each with official names in both languages and its sector", () => {
    expect(saudi.length).toBeGreaterThanOrEqual(230);
    expect(saudi.filter((c) => c.market === "Main").length).toBeGreaterThanOrEqual(230);
    for (const c of saudi) {
      expect(c.symbol).toMatch(/^\d{4}\.SR$/);
      expect(c.name).toMatch(/^[A-Za-z0-9 .,&'()-]+$/);
      expect(c.nameAr).toMatch(/^[\u0600-\u06FF\s()]+$/);
      expect(Object.keys(SAUDI_SECTORS)).toContain(c.industryGroup!);
      expect(c.currency).toBe("SAR");
      expect(c.sharesOutstanding).toBeGreaterThan(1e6);
      expect(c.referencePrice).toBeGreaterThan(0.1);
      expect(c.referencePrice).toBeLessThan(2000);
      expect(c.avgVolume).toBeGreaterThan(10_000);
    }
    expect(new Set(saudi.map((c) => c.symbol)).size).toBe(saudi.length);
  });
  test("the Exchange's sectors: banks, insurers, REITs and the rest where they belong", () => {
    const group = (code: string) => saudi.filter((c) => c.industryGroup === code).map((c) => c.symbol);
    expect(group("BNK").sort()).toEqual(
      ["1010", "1020", "1030", "1050", "1060", "1080", "1120", "1140", "1150", "1180"].map((s) => `${s}.SR`),
    );
    expect(group("INS").length).toBeGreaterThanOrEqual(20);
    expect(group("INS").every((s) => s.startsWith("8"))).toBe(true);
    expect(group("REIT").length).toBeGreaterThanOrEqual(15);
    expect(group("REIT").every((s) => s.startsWith("43"))).toBe(true);
    expect(group("MAT").filter((s) => s.startsWith("30")).length).toBeGreaterThanOrEqual(16);
    expect(bySymbol("2222.SR")).toMatchObject({ industryGroup: "EN", nameAr: "شركة الزيت العربية السعودية" });
    expect(bySymbol("7010.SR")).toMatchObject({ industryGroup: "TEL", sector: "C" });
    expect(bySymbol("2010.SR")).toMatchObject({ industryGroup: "MAT", sector: "M" });
    expect(bySymbol("1120.SR")).toMatchObject({ industryGroup: "BNK", sector: "F", nameAr: "مصرف الراجحي" });
    expect(bySymbol("4330.SR")).toMatchObject({ industryGroup: "REIT", sector: "R" });
    // Every sector of the Exchange has listings.
    for (const code of Object.keys(SAUDI_SECTORS)) expect(group(code).length).toBeGreaterThan(0);
  });
  test("estimated share counts are marked as such", () => {
    expect(bySymbol("2222.SR").sharesApproximate).toBeUndefined();
    expect(bySymbol("1201.SR").sharesApproximate).toBe(true);
  });
  test("the US universe keeps its size", () => {
    expect(us.length).toBe(US_SIZE);
    expect(us.every((c) => c.industryGroup === undefined && c.market === undefined)).toBe(true);
  });
});

// The NYSE and NASDAQ companies of companies.ts before the Saudi market was completed.
const US_SIZE = 463;
