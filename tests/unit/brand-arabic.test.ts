// The brand as Arabic readers write it (روكتس), wherever a text interpolates it: e-mail subjects
// and bodies, page titles, footers; never the Latin name on an Arabic page, never a translation.
import { expect, test } from "bun:test";
import { mailTime, passwordChangedMail } from "../../src/server/mail/account-mail";
import { registerNoticeMail } from "../../src/server/mail/otp-mail";
import { brandFromEnv, brandNames, DEFAULT_BRAND } from "../../src/shared/brand";
import { withCurrencyHeader } from "../../src/shared/format";

test("brand names by language, each overridable", () => {
  expect(brandNames(DEFAULT_BRAND, "ar")).toEqual({
    product: "روكتس",
    provider: "روكتس لابس",
    partner: "بارتنر كابيتال",
  });
  expect(brandNames(DEFAULT_BRAND, "en")).toEqual({
    product: "Rockets",
    provider: "Rockets Labs",
    partner: "Partner Capital",
  });
  const b = brandFromEnv({ BRAND_PRODUCT: "Comets", BRAND_PRODUCT_AR: "كومتس" });
  expect(brandNames(b, "ar").product).toBe("كومتس");
  expect(brandNames(b, "en").product).toBe("Comets");
});

test("Arabic e-mails write روكتس in the subject and the body, with no English word", () => {
  for (const mail of [
    registerNoticeMail("a@example.com", "رنا", "ar"),
    passwordChangedMail("a@example.com", "رنا", "ar", Date.UTC(2026, 10, 27, 1, 50)),
  ]) {
    expect(mail.subject).toContain("روكتس");
    expect(mail.subject).not.toContain("Rockets");
    // Addresses and links aside, no Latin word.
    const words = mail.text.replace(/\S+@\S+|https?:\/\/\S+/g, "").match(/[A-Za-z]{2,}/g) ?? [];
    expect(words).toEqual([]);
  }
  expect(registerNoticeMail("a@example.com", "Rana", "en").subject).toContain("Rockets");
  expect(mailTime(Date.UTC(2026, 10, 27, 1, 50), "ar")).toBe("27 نوفمبر 2026، 01:50 بالتوقيت العالمي");
  expect(mailTime(Date.UTC(2026, 10, 27, 1, 50), "en")).toBe("27 November 2026, 01:50 UTC");
});

test("a column of amounts names its currency in its header", () => {
  expect(withCurrencyHeader("Price", "USD", "en")).toBe("Price ($)");
  expect(withCurrencyHeader("Value", "SAR", "en")).toBe("Value (SAR)");
  expect(withCurrencyHeader("السعر", "SAR", "ar")).toBe("السعر (ر.س)");
});

test("a real provider's English job titles become the positions the Arabic page names", async () => {
  const { roleOfTitle } = await import("../../src/views/fundamentals/sections");
  expect(roleOfTitle("Chief Executive Officer")).toBe("ceo");
  expect(roleOfTitle("CFO & EVP")).toBe("cfo");
  expect(roleOfTitle("Chief Operating Officer")).toBe("coo");
  expect(roleOfTitle("SVP, General Counsel and Secretary")).toBe("general-counsel");
  expect(roleOfTitle("Chairman of the Board")).toBe("board-member");
  expect(roleOfTitle("Director")).toBe("director");
  expect(roleOfTitle("10% Owner")).toBeNull();
});
