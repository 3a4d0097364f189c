// Brand names and contact links. Defaults here; the server overrides them from BRAND_*
// variables and hands them to the page in a JSON data block, so no view hard-codes them.
export interface Brand {
  product: string;
  provider: string;
  partner: string;
  socialUrl: string;
  socialHandle: string;
  supportChatUrl: string;
  supportEmail: string;
  channelUrl: string;
}

export const DEFAULT_BRAND: Brand = {
  product: "Rockets",
  provider: "Rockets Labs",
  partner: "Partner Capital",
  socialUrl: "https://x.com/rockets",
  socialHandle: "@rockets",
  supportChatUrl: "https://t.me/rockets_support",
  supportEmail: "support@rockets.example",
  channelUrl: "https://t.me/rockets_channel",
};

/** BRAND_PRODUCT, BRAND_PROVIDER, BRAND_PARTNER, BRAND_SOCIAL_URL, … (camelCase → SNAKE_CASE). */
export function brandFromEnv(env: Record<string, string | undefined>): Brand {
  const brand = { ...DEFAULT_BRAND };
  for (const key of Object.keys(brand) as (keyof Brand)[]) {
    const value = env[`BRAND_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`];
    if (value) brand[key] = value;
  }
  return brand;
}
