// The alert e-mail says what it is: the time on the listing's exchange clock with the zone named,
// every amount with its currency, and "simulated" when the price came from the simulated market.
import { expect, test } from "bun:test";
import { alertMail, exchangeTime } from "../../src/server/alerts/alert-mail";

const ORIGIN = "https://rockets.example";
const base = {
  triggerId: "t1",
  to: "a@example.com",
  name: "Sara",
  kind: "priceAbove" as const,
  value: 90,
  price: 96.53,
  note: null,
};

test("the time is the exchange's, with its zone named: Riyadh for .SR, New York for US listings", () => {
  const at = Date.UTC(2026, 10, 18, 11, 32);
  expect(exchangeTime(at, "1120.SR", "en")).toBe("18-11-2026 14:32 Riyadh time (AST, UTC+3)");
  expect(exchangeTime(at, "1120.SR", "ar")).toBe("\u206618-11-2026\u2069 14:32 بتوقيت الرياض (غرينتش +3)");
  expect(exchangeTime(Date.UTC(2026, 10, 18, 15, 5), "AAPL", "en")).toBe("18-11-2026 10:05 New York time (ET)");
  // Summer time in New York: 14:05 UTC is 10:05 EDT.
  expect(exchangeTime(Date.UTC(2026, 6, 1, 14, 5), "AAPL", "en")).toBe("01-07-2026 10:05 New York time (ET)");
});

test("English: Saudi prices in riyals, the Riyadh time, and 'simulated' under the simulated market", () => {
  const mail = alertMail(
    { ...base, lang: "en", symbol: "1120.SR", tickAt: Date.UTC(2026, 10, 18, 11, 32), simulated: true },
    ORIGIN,
  );
  expect(mail.subject).toBe("1120.SR: price rose to SAR\u00a090.00 or above");
  expect(mail.text).toContain("Price: SAR\u00a096.53 at 18-11-2026 14:32 Riyadh time (AST, UTC+3).");
  expect(mail.text).toContain("Simulated data");
  expect(mail.html).toContain("Simulated data");
  expect(mail.text).not.toContain("(UTC)");
});

test("Arabic: the riyal sign, the Riyadh time in Arabic, 'محاكاة'; a real provider's mail does not say simulated", () => {
  const ar = alertMail(
    { ...base, lang: "ar", symbol: "1120.SR", tickAt: Date.UTC(2026, 10, 18, 11, 32), simulated: true },
    ORIGIN,
  );
  expect(ar.text).toContain("96.53\u00a0ر.س");
  expect(ar.text).toContain("14:32 بتوقيت الرياض (غرينتش +3)");
  expect(ar.text).toContain("بيانات محاكاة");
  const real = alertMail(
    { ...base, lang: "en", symbol: "AAPL", tickAt: Date.UTC(2026, 10, 18, 15, 5), simulated: false },
    ORIGIN,
  );
  expect(real.text).toContain("Price: $96.53 at 18-11-2026 10:05 New York time (ET).");
  expect(real.text).not.toContain("Simulated");
});
