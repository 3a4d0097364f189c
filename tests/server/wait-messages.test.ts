// Every message that states a wait says it in words through the one duration formatter:
// "15 minutes", never "872 seconds", in English and Arabic.
import { describe, expect, test } from "bun:test";
import { errorResponse, HttpError } from "../../src/server/http/errors";

const message = async (code: "rate_limited" | "otp_cooldown", seconds: number, locale: "en" | "ar") => {
  const res = errorResponse(new HttpError(429, code, { params: { seconds }, retryAfter: seconds }), locale);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe("waits in error messages", () => {
  test("a 15-minute lockout reads in minutes, and retryAfter stays in seconds for machines", async () => {
    expect(await message("rate_limited", 872, "en")).toEqual({
      status: 429,
      body: { retryAfter: 872, code: "rate_limited", message: "Too many attempts. Please try again in 15 minutes." },
    });
    expect((await message("rate_limited", 872, "ar")).body.message).toBe(
      "محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 15 دقيقة.",
    );
  });

  test("short waits in seconds, with the plural the number needs", async () => {
    expect((await message("otp_cooldown", 40, "en")).body.message).toBe(
      "Please wait 40 seconds before asking for a new code.",
    );
    expect((await message("otp_cooldown", 1, "en")).body.message).toBe(
      "Please wait 1 second before asking for a new code.",
    );
    expect((await message("otp_cooldown", 5, "ar")).body.message).toBe("يرجى الانتظار 5 ثوانٍ قبل طلب رمز جديد.");
    expect((await message("otp_cooldown", 40, "ar")).body.message).toBe("يرجى الانتظار 40 ثانية قبل طلب رمز جديد.");
  });

  test("an hour-long registration limit reads in hours and minutes", async () => {
    expect((await message("rate_limited", 3540, "en")).body.message).toBe(
      "Too many attempts. Please try again in 59 minutes.",
    );
    expect((await message("rate_limited", 3600 + 1200, "ar")).body.message).toBe(
      "محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ساعة واحدة و20 دقيقة.",
    );
  });
});
