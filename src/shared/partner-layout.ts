// A partner team member's own layout of the portal (docs/api.md, "Partner team"): which groups of
// the sidebar show and in what order, and which widgets the portal's home shows and in what order.
// Stored per member on the server (GET/PUT /partner/layout); the sidebar and the home read it.
import * as v from "valibot";
import { PARTNER_SECTIONS, type PartnerGroup } from "./partner-sections";

/** The home's widgets (/partner/dashboard), in their default order. */
export const PARTNER_HOME_WIDGETS = ["markets", "movers", "calendar", "recap", "feed", "watchlist"] as const;
export type PartnerHomeWidget = (typeof PARTNER_HOME_WIDGETS)[number];

export const PARTNER_GROUPS = Object.keys(PARTNER_SECTIONS) as PartnerGroup[];

/** The group that always shows: it holds this very choice, so it can never be hidden away. */
export const ALWAYS_SHOWN_GROUP: PartnerGroup = "settings";

export interface PartnerLayout {
  /** Every sidebar group once, in the member's order. */
  groups: PartnerGroup[];
  /** Groups the sidebar leaves out (never "settings"). */
  hidden: PartnerGroup[];
  /** The home's widgets that show, in order (none hidden twice, unknown ones never). */
  widgets: PartnerHomeWidget[];
}

export const DEFAULT_PARTNER_LAYOUT: PartnerLayout = {
  groups: [...PARTNER_GROUPS],
  hidden: [],
  widgets: [...PARTNER_HOME_WIDGETS],
};

const groupSchema = v.picklist(PARTNER_GROUPS as [PartnerGroup, ...PartnerGroup[]]);
const widgetSchema = v.picklist(PARTNER_HOME_WIDGETS);
function unique<T>(list: T[]): boolean {
  return new Set(list).size === list.length;
}

/** The body of PUT /partner/layout: `groups` a permutation of every group, `hidden` a subset
 * without "settings", `widgets` distinct known widgets. */
export const partnerLayoutSchema = v.strictObject({
  groups: v.pipe(
    v.array(groupSchema),
    v.check((g) => g.length === PARTNER_GROUPS.length && unique(g), "groups"),
  ),
  hidden: v.pipe(
    v.array(groupSchema),
    v.check((h) => unique(h) && !h.includes(ALWAYS_SHOWN_GROUP), "hidden"),
  ),
  widgets: v.pipe(v.array(widgetSchema), v.check(unique, "widgets")),
});

/** A stored layout read leniently: groups added to the portal since it was saved are appended,
 * removed ones and unknown widgets dropped, so an old choice never hides a new section. */
export function normaliseLayout(raw: unknown): PartnerLayout {
  if (!raw || typeof raw !== "object") return DEFAULT_PARTNER_LAYOUT;
  const r = raw as Partial<Record<keyof PartnerLayout, unknown>>;
  const known = new Set<string>(PARTNER_GROUPS);
  const list = (x: unknown) => (Array.isArray(x) ? x.filter((s): s is string => typeof s === "string") : []);
  const groups = [...new Set(list(r.groups).filter((g) => known.has(g)))] as PartnerGroup[];
  for (const g of PARTNER_GROUPS) if (!groups.includes(g)) groups.push(g);
  const hidden = [...new Set(list(r.hidden))].filter((g) => known.has(g) && g !== ALWAYS_SHOWN_GROUP) as PartnerGroup[];
  const widgetSet = new Set<string>(PARTNER_HOME_WIDGETS);
  const widgets = Array.isArray(r.widgets)
    ? ([...new Set(list(r.widgets))].filter((w) => widgetSet.has(w)) as PartnerHomeWidget[])
    : [...PARTNER_HOME_WIDGETS];
  return { groups, hidden, widgets };
}

/** The groups the sidebar shows, in order. */
export const shownGroups = (layout: PartnerLayout): PartnerGroup[] =>
  layout.groups.filter((g) => !layout.hidden.includes(g));
