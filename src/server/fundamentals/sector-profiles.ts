// The simulated fundamentals' sector profiles (simulated.ts): valuation multiples, margins and
// balance-sheet ratios per sector, from which a simulated company's statements are scaled.
import type { SectorCode } from "../market/universe";

/** A sector's typical figures. */
interface Profile {
  /** Price to sales. */
  ps: number;
  gross: number;
  operating: number;
  net: number;
  /** Debt and cash as fractions of the market cap. */
  debt: number;
  cash: number;
  /** Days of sales outstanding. */
  dso: number;
  growth: number;
  /** Price to book. */
  pb: number;
  capex: number;
  /** Depreciation and amortisation as a fraction of revenue. */
  da: number;
}

export const PROFILES: Record<SectorCode, Profile> = {
  T: {
    ps: 7,
    gross: 0.62,
    operating: 0.28,
    net: 0.22,
    debt: 0.05,
    cash: 0.06,
    dso: 55,
    growth: 0.12,
    pb: 10,
    capex: 0.05,
    da: 0.05,
  },
  C: {
    ps: 4,
    gross: 0.55,
    operating: 0.22,
    net: 0.16,
    debt: 0.15,
    cash: 0.05,
    dso: 40,
    growth: 0.07,
    pb: 4,
    capex: 0.12,
    da: 0.1,
  },
  Y: {
    ps: 2,
    gross: 0.38,
    operating: 0.12,
    net: 0.08,
    debt: 0.15,
    cash: 0.05,
    dso: 20,
    growth: 0.08,
    pb: 6,
    capex: 0.05,
    da: 0.04,
  },
  D: {
    ps: 1.5,
    gross: 0.35,
    operating: 0.12,
    net: 0.09,
    debt: 0.12,
    cash: 0.03,
    dso: 25,
    growth: 0.04,
    pb: 5,
    capex: 0.04,
    da: 0.03,
  },
  H: {
    ps: 4,
    gross: 0.6,
    operating: 0.2,
    net: 0.14,
    debt: 0.12,
    cash: 0.05,
    dso: 50,
    growth: 0.07,
    pb: 5,
    capex: 0.04,
    da: 0.04,
  },
  F: {
    ps: 3.5,
    gross: 0.9,
    operating: 0.35,
    net: 0.25,
    debt: 0.35,
    cash: 0.25,
    dso: 30,
    growth: 0.06,
    pb: 1.6,
    capex: 0.02,
    da: 0.02,
  },
  I: {
    ps: 2.5,
    gross: 0.32,
    operating: 0.15,
    net: 0.1,
    debt: 0.18,
    cash: 0.04,
    dso: 60,
    growth: 0.06,
    pb: 5,
    capex: 0.04,
    da: 0.04,
  },
  E: {
    ps: 1.4,
    gross: 0.35,
    operating: 0.15,
    net: 0.1,
    debt: 0.15,
    cash: 0.06,
    dso: 40,
    growth: 0.03,
    pb: 2,
    capex: 0.1,
    da: 0.08,
  },
  U: {
    ps: 3,
    gross: 0.45,
    operating: 0.22,
    net: 0.13,
    debt: 0.6,
    cash: 0.01,
    dso: 45,
    growth: 0.04,
    pb: 2,
    capex: 0.3,
    da: 0.12,
  },
  R: {
    ps: 7,
    gross: 0.6,
    operating: 0.35,
    net: 0.25,
    debt: 0.45,
    cash: 0.03,
    dso: 20,
    growth: 0.05,
    pb: 2,
    capex: 0.05,
    da: 0.15,
  },
  M: {
    ps: 2.5,
    gross: 0.3,
    operating: 0.15,
    net: 0.1,
    debt: 0.2,
    cash: 0.05,
    dso: 45,
    growth: 0.04,
    pb: 2.5,
    capex: 0.08,
    da: 0.07,
  },
};
