// The partner insights screens and the moving-average calendar, each a lazy chunk
// (docs/architecture.md, "Partner insights"); spread into PARTNER_SCREENS of router.tsx.
import { lazyRouteComponent } from "@tanstack/react-router";
import type { PartnerPath } from "../shared/partner-sections";

export const INSIGHT_SCREENS = {
  "/partner/insights/heatmap": lazyRouteComponent(() => import("../views/insights/Heatmap"), "Heatmap"),
  "/partner/insights/indices": lazyRouteComponent(() => import("../views/insights/Indices"), "Indices"),
  "/partner/insights/performance": lazyRouteComponent(() => import("../views/insights/Performance"), "Performance"),
  "/partner/insights/ranking": lazyRouteComponent(() => import("../views/insights/Ranking"), "Ranking"),
  "/partner/insights/donut": lazyRouteComponent(() => import("../views/insights/Donut"), "Donut"),
  "/partner/events/moving-average": lazyRouteComponent(
    () => import("../views/insights/MovingAverage"),
    "MovingAverage",
  ),
} satisfies Partial<Record<PartnerPath, ReturnType<typeof lazyRouteComponent>>>;
