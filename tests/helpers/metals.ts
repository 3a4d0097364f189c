// Fixed metal prices for the zakat tests: gold 300 riyals a gram and silver 3 (so the gold nisab
// is 85 × 300 = 25,500 riyals and the silver one 595 × 3 = 1,785), both of `date`, from an admin
// "test desk", so a report's figures can be computed by hand.
import type { Metal, MetalPrices, MetalQuote } from "../../src/server/market/metals";

export function testMetals(date = "2026-11-17"): MetalPrices {
  const quote = (metal: Metal): MetalQuote => ({
    metal,
    pricePerGram: metal === "gold" ? 300 : 3,
    currency: "SAR",
    date,
    source: "admin",
    sourceLabel: "test desk",
  });
  return { current: async (metal) => quote(metal) };
}
