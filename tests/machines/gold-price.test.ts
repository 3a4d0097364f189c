// The gold price form's own check (goldPrice.machine.ts), the server's rules before the call.
import { expect, test } from "bun:test";
import { checkGoldPrice, type GoldPriceValues } from "../../src/machines/admin/goldPrice.machine";

const TODAY = "2026-12-07";
const valid: GoldPriceValues = { metal: "gold", price: "135.5", currency: "SAR", date: TODAY, source: " LBMA " };

test("a valid price becomes the body, Arabic-Indic digits read as Latin, the source trimmed", () => {
  expect(checkGoldPrice(valid, TODAY)).toEqual({
    input: { metal: "gold", price: 135.5, currency: "SAR", date: TODAY, source: "LBMA" },
    errors: {},
  });
  const arabic = checkGoldPrice({ ...valid, metal: "silver", price: "٠٫٩٥", date: "٢٠٢٦-١٢-٠١" }, TODAY);
  expect(arabic.input).toMatchObject({ metal: "silver", price: 0.95, date: "2026-12-01" });
});

test("each field's problem: price range, a real day not after today, a source of 1-200 characters", () => {
  const problems = (values: Partial<GoldPriceValues>) => checkGoldPrice({ ...valid, ...values }, TODAY).errors;
  for (const price of ["", "0", "-1", "1000000.01", "abc"])
    expect(problems({ price })).toEqual({ price: { kind: "price" } });
  expect(problems({ price: "1000000" })).toEqual({});
  expect(problems({ date: "2026-02-30" })).toEqual({ date: { kind: "date" } });
  expect(problems({ date: "07-12-2026" })).toEqual({ date: { kind: "date" } });
  expect(problems({ date: "2026-12-08" })).toEqual({ date: { kind: "future" } });
  expect(problems({ source: "  " })).toEqual({ source: { kind: "sourceRequired" } });
  expect(problems({ source: "x".repeat(201) })).toEqual({ source: { kind: "sourceTooLong" } });
  expect(checkGoldPrice({ ...valid, price: "" }, TODAY).input).toBeNull();
});
