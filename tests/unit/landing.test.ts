// Landing content rules: partner logos from the brand string, the services list of the
// specification, and an Arabic dictionary without English left in it.
import { describe, expect, test } from "bun:test";
import ar from "../../src/i18n/ar";
import en from "../../src/i18n/en";
import { brandFromEnv, DEFAULT_BRAND, partnerLogos } from "../../src/shared/brand";
import { SOLUTIONS } from "../../src/views/landing/Solutions";

function strings(node: unknown, path = ""): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  if (node && typeof node === "object") {
    return Object.entries(node).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
  }
  return [];
}

describe("partner logos", () => {
  test("the default brand has five logos, each with a path and a name", () => {
    const logos = partnerLogos(DEFAULT_BRAND);
    expect(logos).toHaveLength(5);
    for (const logo of logos) {
      expect(logo.src).toMatch(/^\/logos\/[a-z-]+\.svg$/);
      expect(logo.name.length).toBeGreaterThan(2);
    }
  });

  test("BRAND_PARTNER_LOGOS replaces them; malformed entries are skipped", () => {
    const brand = brandFromEnv({ BRAND_PARTNER_LOGOS: " /logos/a.svg | Alpha ,broken,|NoPath,/logos/b.svg|Beta" });
    expect(partnerLogos(brand)).toEqual([
      { src: "/logos/a.svg", name: "Alpha" },
      { src: "/logos/b.svg", name: "Beta" },
    ]);
  });

  test("every default logo file exists", async () => {
    for (const logo of partnerLogos(DEFAULT_BRAND)) {
      expect(await Bun.file(`public${logo.src}`).exists()).toBe(true);
    }
  });
});

describe("solutions", () => {
  test("eight services: four active (one on the platform, three in the group), four in progress", () => {
    expect(SOLUTIONS).toHaveLength(8);
    const active = SOLUTIONS.filter((s) => s.status === "active");
    expect(active.map((s) => s.key)).toEqual(["swing", "gainers", "dayTrading", "news"]);
    expect(active.find((s) => s.key === "swing")?.where).toBe("platform");
    expect(active.filter((s) => s.where === "group")).toHaveLength(3);
    expect(SOLUTIONS.filter((s) => s.status === "inProgress").map((s) => s.key)).toEqual([
      "advanced",
      "custom",
      "analysis",
      "history",
    ]);
    for (const s of SOLUTIONS) {
      expect(en.landing.solutions[s.key].title.length).toBeGreaterThan(3);
      expect(ar.landing.solutions[s.key].title.length).toBeGreaterThan(3);
    }
  });
});

describe("dictionaries", () => {
  test("texts quoted by the specification are kept letter for letter", () => {
    expect(en.landing.nav).toMatchObject({
      features: "features",
      solutions: "Solutions",
      pricing: "pricing",
      insights: "Insights",
      invest: "Rockets Invest",
      trade: "Rockets Trade",
    });
    expect(en.landing.pricing).toMatchObject({
      comingSoon: "coming soon",
      mostPopular: "Most Popular",
      subscribe: "Subscription Unavailable",
    });
    expect([en.landing.pricing.free.name, en.landing.pricing.pro.name, en.landing.pricing.enterprise.name]).toEqual([
      "Free",
      "Pro",
      "Enterprise",
    ]);
    expect(en.landing.footer.partnerPortal).toBe("Partner Portal");
  });

  test("the Arabic landing and common texts contain no English (placeholders and the name 'English' aside)", () => {
    const leftovers = strings({ landing: ar.landing, common: ar.common })
      .map(([path, text]) => [path, text.replace(/\{[^}]*\}/g, "")] as const)
      .filter(([path, text]) => path !== "common.switchLanguage" && /[A-Za-z]/.test(text));
    expect(leftovers).toEqual([]);
  });

  test("every English landing text has a different Arabic text", () => {
    const arTexts = new Map(strings({ landing: ar.landing }));
    for (const [path, text] of strings({ landing: en.landing })) {
      const arabic = arTexts.get(path);
      expect(arabic, path).toBeDefined();
      if (/[A-Za-z]/.test(text)) expect(arabic, path).not.toBe(text);
    }
  });
});
