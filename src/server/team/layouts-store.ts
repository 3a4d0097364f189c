// The partner_layouts table (migration 0210): each one's own layout of the portal, as JSON
// (src/shared/partner-layout.ts). member_id '' is the partner account itself.
import type { SQL } from "bun";
import { normaliseLayout, type PartnerLayout } from "../../shared/partner-layout";

export async function findLayout(sql: SQL, partnerId: string, memberId: string): Promise<PartnerLayout | null> {
  const [row] = (await sql`SELECT layout FROM partner_layouts
    WHERE partner_id = ${partnerId} AND member_id = ${memberId}`) as { layout: string }[];
  if (!row) return null;
  try {
    return normaliseLayout(JSON.parse(row.layout));
  } catch {
    return null;
  }
}

export async function saveLayout(
  sql: SQL,
  partnerId: string,
  memberId: string,
  layout: PartnerLayout,
  at: number,
): Promise<void> {
  const text = JSON.stringify(layout);
  await sql`INSERT INTO partner_layouts (partner_id, member_id, layout, updated_at)
    VALUES (${partnerId}, ${memberId}, ${text}, ${at})
    ON CONFLICT (partner_id, member_id) DO UPDATE SET layout = ${text}, updated_at = ${at}`;
}
