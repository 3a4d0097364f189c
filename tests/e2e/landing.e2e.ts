// The landing page in both languages, in a real browser.
import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_BRAND, partnerLogos } from "../../src/shared/brand";
import { expectNoAxeViolations } from "./axe";
import { nextFrames } from "./settle";

const SECTIONS = [
  { id: "features", en: "features", ar: "المزايا" },
  { id: "solutions", en: "Solutions", ar: "الحلول" },
  { id: "pricing", en: "pricing", ar: "الأسعار" },
  { id: "insights", en: "Insights", ar: "الرؤى" },
] as const;

const noAxeViolations = (page: Page) => expectNoAxeViolations(page);

test("English by default, left to right", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find the stocks that are about to move");
});

test("?lang=ar switches to Arabic, right to left, and is remembered", async ({ page }) => {
  await page.goto("/?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("اكتشف الأسهم التي توشك على الانطلاق");
  await expect(page.getByRole("link", { name: "بوابة الشركاء" })).toBeVisible();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("the language toggle switches between English and Arabic", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Switch to Arabic" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 2, name: "الأسعار" })).toBeAttached();
  await page.getByRole("button", { name: "التبديل إلى الإنجليزية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 2, name: "Pricing" })).toBeAttached();
});

for (const lang of ["en", "ar"] as const) {
  test(`every top-bar anchor reaches its section (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    const nav = page.getByRole("navigation", { name: lang === "en" ? "Sections" : "الأقسام", exact: true });
    for (const section of SECTIONS) {
      await nav.getByRole("link", { name: section[lang], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
      await expect(page.locator(`#${section.id} h2`)).toBeInViewport();
      // The sticky bar does not cover the heading.
      const heading = await page.locator(`#${section.id} h2`).boundingBox();
      expect(heading?.y ?? 0).toBeGreaterThanOrEqual(64);
    }
  });
}

test("sections hold 6 features, 8 solutions (4 active, 4 in progress) and 6 insights", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#features li")).toHaveCount(6);
  await expect(page.locator("#solutions li")).toHaveCount(8);
  await expect(page.locator('#solutions li[data-status="active"]')).toHaveCount(4);
  await expect(page.locator('#solutions li[data-status="inProgress"]')).toHaveCount(4);
  await expect(page.locator("#solutions li").filter({ hasText: "Swing-trading scanners" })).toContainText(
    "On the platform",
  );
  await expect(page.locator("#solutions li").filter({ hasText: "Historical data" })).toContainText("In progress");
  await expect(page.locator("#insights li")).toHaveCount(6);
  await expect(page.locator("#about h2")).toHaveText(`About ${DEFAULT_BRAND.product}`);
});

test("pricing: Free, Pro and Enterprise, coming soon, Pro is Most Popular, every button disabled", async ({ page }) => {
  await page.goto("/#pricing");
  const plans = page.locator("#pricing > div > ul > li");
  await expect(plans).toHaveCount(3);
  await expect(plans.locator("h3")).toHaveText(["Free", "Pro", "Enterprise"]);
  await expect(plans.locator("strong")).toHaveText(["coming soon", "coming soon", "coming soon"]);
  await expect(plans.nth(1)).toContainText("Most Popular");
  await expect(plans.nth(0)).not.toContainText("Most Popular");
  const buttons = page.locator("#pricing").getByRole("button");
  await expect(buttons).toHaveCount(3);
  for (const button of await buttons.all()) {
    await expect(button).toHaveText("Subscription Unavailable");
    await expect(button).toBeDisabled();
  }
});

test("footer: contact links and channel from the brand, Partner Portal, current year", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /Follow us/ })).toHaveAttribute("href", DEFAULT_BRAND.socialUrl);
  await expect(footer.getByRole("link", { name: /Chat with support/ })).toHaveAttribute(
    "href",
    DEFAULT_BRAND.supportChatUrl,
  );
  await expect(footer.getByRole("link", { name: /E-mail/ })).toHaveAttribute(
    "href",
    `mailto:${DEFAULT_BRAND.supportEmail}`,
  );
  await expect(footer.getByRole("link", { name: /Join our channel/ })).toHaveAttribute(
    "href",
    DEFAULT_BRAND.channelUrl,
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${DEFAULT_BRAND.provider}`);
  await expect(footer.getByRole("link", { name: "Partner Portal" })).toHaveAttribute("href", "/partner/login");
});

test("hero: partner logos from the brand configuration", async ({ page }) => {
  await page.goto("/");
  const logos = partnerLogos(DEFAULT_BRAND);
  for (const logo of logos) await expect(page.getByRole("img", { name: logo.name })).toBeAttached();
});

test("Partner Portal link leads to /partner/login, and Back returns to the landing page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Partner Portal" }).click();
  await expect(page).toHaveURL(/\/partner\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("unknown routes show the 404 page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the Screener dropdown works from the keyboard", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Screener" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("menuitem", { name: /Rockets Invest/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: /Rockets Trade/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: /Rockets Invest/ })).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: /Rockets Trade/ })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(page.getByRole("menuitem", { name: /Rockets Invest/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
  await expect(page.getByRole("menu")).toBeHidden();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("menuitem", { name: /Rockets Trade/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: /Rockets Invest/ })).toBeFocused();
  await page.keyboard.press("Enter");
  // Logged out, a choice opens the login modal instead.
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
});

test("the Screener dropdown closes on an outside click and leads to Rockets Trade", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Screener" });
  await button.click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByRole("menu")).toBeHidden();
  await button.click();
  await page.getByRole("menuitem", { name: /Rockets Trade/ }).click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
});

test("the hero's Open Rockets Invest is the Screener choice: logged out, it opens the login modal", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Open Rockets Invest" }).click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  await expect(page).not.toHaveURL(/\/investment-screener$/);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu opens, its links work, Escape closes it", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Screener" })).toBeHidden();
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const mobileNav = page.getByRole("navigation", { name: "Sections (menu)" });
    await mobileNav.getByRole("link", { name: "pricing" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(mobileNav).toBeHidden();
    await expect(page.locator("#pricing h2")).toBeInViewport();

    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(mobileNav.getByRole("link", { name: "features" })).toBeFocused();
    await page.getByRole("link", { name: "Rockets Trade" }).click();
    await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  });

  test("nothing overflows sideways, in either language", async ({ page }) => {
    for (const lang of ["en", "ar"]) {
      await page.goto(`/?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });

  test("videos load only near the viewport, then play muted in a loop", async ({ page }) => {
    const media: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/")) media.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const videos = page.locator("video");
    await expect(videos).toHaveCount(2);
    // Far from the viewport, nothing is asked for. An IntersectionObserver of the test's own, with
    // the page's margin (LoopVideo.tsx), reports them far; the page's observer reports in the
    // same frame, and two frames later the render it would set off is on screen: a video taken
    // for near would carry its poster and sources, and only they fetch anything.
    const nearOnLoad = await page.evaluate(
      () =>
        new Promise<boolean[]>((done) => {
          const observer = new IntersectionObserver(
            (entries) => {
              observer.disconnect();
              done(entries.map((entry) => entry.isIntersecting));
            },
            { rootMargin: "300px" },
          );
          for (const video of document.querySelectorAll("video")) observer.observe(video);
        }),
    );
    expect(nearOnLoad).toEqual([false, false]);
    await nextFrames(page);
    await expect(page.locator("video[poster], video source")).toHaveCount(0);
    expect(media).toEqual([]);

    await page.locator("#watch").scrollIntoViewIfNeeded();
    await expect.poll(() => media.some((path) => path.startsWith("/media/market-chart"))).toBe(true);
    for (const video of await videos.all()) {
      await video.scrollIntoViewIfNeeded();
      const state = await video.evaluate((v: HTMLVideoElement) => ({
        muted: v.muted && v.hasAttribute("muted"),
        loop: v.loop,
        autoplay: v.autoplay,
        playsInline: v.playsInline,
        label: v.getAttribute("aria-label"),
        described: document.getElementById(v.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
        sources: [...v.querySelectorAll("source")].map((s) => s.getAttribute("type")),
        poster: v.poster,
      }));
      expect(state).toMatchObject({ muted: true, loop: true, autoplay: true, playsInline: true });
      expect(state.label).toBeTruthy();
      expect(state.described.length).toBeGreaterThan(40);
      expect(state.sources).toEqual(["video/webm", "video/mp4"]);
      expect(state.poster).toMatch(/-poster\.webp$/);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    }
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the videos stay paused, with controls and a note", async ({ page }) => {
    // Every play of a video counted ("play" does not bubble: heard on the way down).
    await page.addInitScript(() => {
      const counted = window as unknown as { plays: number };
      counted.plays = 0;
      document.addEventListener("play", () => counted.plays++, true);
    });
    await page.goto("/#features");
    const video = page.locator("video").first();
    await video.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute("poster", /market-chart-poster\.webp$/);
    // The render that set the poster runs the effect that plays or pauses (LoopVideo.tsx): two
    // frames later it has run, and a play() would show as a play event and a video not paused.
    await nextFrames(page);
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      paused: v.paused,
      controls: v.controls,
      autoplay: v.autoplay,
      plays: (window as unknown as { plays: number }).plays,
    }));
    expect(state).toEqual({ paused: true, controls: true, autoplay: false, plays: 0 });
    await expect(page.locator("#watch")).toContainText("reduced motion");
  });
});

test("the Arabic page has no English left but brand names", async ({ page }) => {
  await page.goto("/?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  const b = DEFAULT_BRAND;
  const allowed = [b.product, b.provider, b.socialHandle, b.supportEmail].flatMap((name) => name.split(/[^A-Za-z]+/));
  const text = (await page.locator("body").textContent()) ?? "";
  // textContent runs adjacent elements together ("RocketsRockets"): a word made only of brand words is fine.
  const brandWords = new RegExp(allowed.filter(Boolean).join("|"), "g");
  const latin = (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).filter((word) => word.replace(brandWords, "") !== "");
  // The language toggle names English in English, as language switchers do.
  expect(latin.filter((word) => word !== "English")).toEqual([]);
});

for (const lang of ["en", "ar"]) {
  test(`axe finds no violations (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await noAxeViolations(page);
    await page.getByRole("button", { name: lang === "en" ? "Screener" : "الماسح" }).click();
    await noAxeViolations(page);
  });

  test(`axe finds no violations with the mobile menu open (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/?lang=${lang}`);
    await page.getByRole("button", { name: lang === "en" ? "Menu" : "القائمة" }).click();
    await noAxeViolations(page);
  });
}

for (const lang of ["en", "ar"] as const) {
  test(`an anonymous visit of / in ${lang} logs no console error (authCheck answers 200 {user: null})`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    const check = page.waitForResponse((r) => r.url().endsWith("/api/v1/auth/authCheck"));
    await page.goto(`/?lang=${lang}`);
    const answer = await check;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ user: null });
    // Everything below the fold loads too (videos, logos, insights).
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await context.close();
  });
}
