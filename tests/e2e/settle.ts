// Waiting for the page rather than for the clock: helpers that resolve when the condition a check
// needs holds, never after a fixed time (issue 38, "Tests that never wait").
import { expect, type Page, type Request } from "@playwright/test";

/**
 * Resolves once the page has rendered `count` more frames. A change made before (a resize, an
 * IntersectionObserver's or ResizeObserver's first report, the React render either sets off) is
 * laid out and painted by then: the observers report and the resize event fires within a frame's
 * rendering steps, and the render they schedule runs before the frame after.
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        const step = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/**
 * Sets the viewport and waits until the page is laid out at that size: the window has the new
 * width, and two frames have passed for what follows a resize (resize listeners, ResizeObservers
 * and the renders they set off).
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  await nextFrames(page);
}

/** How far the page scrolls sideways: the document's width beyond its client width. */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests waiting for their answer, from now on (call it before the page
 * loads). Media are left out: a video streams for as long as it plays.
 */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on("request", (request) => {
    if (request.resourceType() !== "media") open.add(request);
  });
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
}

/**
 * Waits until every request the page has made (since trackRequests) is answered, then for the
 * page to render what came: the screen shows what its data says, not a state on the way to it.
 */
export async function requestsAnswered(page: Page, timeout = 15_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error("requestsAnswered: call trackRequests(page) before the page loads");
  await expect
    .poll(() => [...open].map((request) => request.url()), { message: "requests still waiting", timeout })
    .toEqual([]);
  await nextFrames(page);
}
