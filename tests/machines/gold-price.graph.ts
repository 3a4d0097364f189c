// Graph config of the admin's gold price machine (src/machines/admin/goldPrice.machine.ts): the
// loading and saving answers, the form's changes, and written paths for a valid save, a future
// date refused before the call, and a field the server refuses.
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";
import type { MetalPricesView } from "../../src/shared/metals";

const VIEW: MetalPricesView = {
  current: {
    gold: {
      metal: "gold",
      pricePerGram: 135.0343,
      currency: "USD",
      date: "2026-12-04",
      source: "simulated",
      sourceLabel: "Simulated gold price: USD 4,200.00/oz",
    },
    silver: {
      metal: "silver",
      pricePerGram: 0.9298,
      currency: "USD",
      date: "2024-12-31",
      source: "default",
      sourceLabel: "LBMA Silver Price, 31 Dec 2024: USD 28.92/oz",
    },
  },
  admin: { gold: null, silver: null },
  staleDays: 7,
  today: "2026-12-07",
};
const LOADED = { type: "xstate.done.actor.0.goldPrice.loading", output: VIEW };
const fill = [
  { type: "field.change", field: "price", value: "١٣٥٫٥" },
  { type: "field.change", field: "source", value: "LBMA Gold Price PM" },
];

export const goldPriceGraphConfig: Record<string, MachineGraphConfig> = {
  goldPrice: {
    events: [
      LOADED,
      { type: "xstate.error.actor.0.goldPrice.loading", error: new ApiError(0, null) },
      { type: "field.change", field: "metal", value: "silver" },
      { type: "field.change", field: "currency", value: "SAR" },
      { type: "field.change", field: "date", value: "2026-12-08" },
      ...fill,
      { type: "xstate.done.actor.0.goldPrice.saving", output: VIEW },
      {
        type: "xstate.error.actor.0.goldPrice.saving",
        error: new ApiError(400, { code: "future_date", message: "The date cannot be in the future.", field: "date" }),
      },
      { type: "xstate.error.actor.0.goldPrice.saving", error: new ApiError(0, null) },
    ],
    paths: [
      {
        name: "a valid price is saved",
        events: [LOADED, ...fill, { type: "submit" }, { type: "xstate.done.actor.0.goldPrice.saving", output: VIEW }],
      },
      {
        name: "the server refuses the date at its field",
        events: [
          LOADED,
          ...fill,
          { type: "submit" },
          {
            type: "xstate.error.actor.0.goldPrice.saving",
            error: new ApiError(400, {
              code: "future_date",
              message: "The date cannot be in the future.",
              field: "date",
            }),
          },
        ],
      },
      {
        name: "no answer while saving",
        events: [
          LOADED,
          ...fill,
          { type: "submit" },
          { type: "xstate.error.actor.0.goldPrice.saving", error: new ApiError(0, null) },
        ],
      },
    ],
  },
};
