// The one axe check of the end-to-end tests: every rule axe-core has, not only the ones it runs
// by default. Rules that are off by default (label-content-name-mismatch, which catches a button
// whose accessible name does not contain its visible text, is 'experimental') found real faults
// that the default set let through. Left out, each for a stated reason:
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

const LEFT_OUT: Record<string, string> = {
  // WCAG AAA (7:1 contrast); the product's bar is AA, which `color-contrast` checks.
  "color-contrast-enhanced": "AAA",
  // WCAG AAA: links with the same name and different targets.
  "identical-links-same-purpose": "AAA",
  // WCAG AAA: no meta refresh at all (the page has none; AA's meta-refresh runs).
  "meta-refresh-no-exceptions": "AAA",
};

export const AXE_RULES = axe
  .getRules()
  .map((rule) => rule.ruleId)
  .filter((id) => !(id in LEFT_OUT))
  .sort();

/** Runs every rule of AXE_RULES on the page (or the part `include` selects) and expects no violation. */
export async function expectNoAxeViolations(page: Page, options: { include?: string; what?: string } = {}) {
  let builder = new AxeBuilder({ page }).withRules(AXE_RULES);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  const prefix = options.what ? `${options.what}: ` : "";
  expect(
    results.violations.map(
      (v) =>
        `${prefix}${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary ?? ""}`).join("; ")})`,
    ),
  ).toEqual([]);
}
