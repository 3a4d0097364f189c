// Brand names and contact links. Defaults here; the server overrides them from BRAND_*
// variables and hands them to the page in a JSON data block, so no view hard-codes them.
export interface Brand {
  product: string;
  provider: string;
  partner: string;
  /** The same names as Arabic readers write them (BRAND_PRODUCT_AR …): روكتس, never a
   * translation of the word. */
  productAr: string;
  providerAr: string;
  partnerAr: string;
  socialUrl: string;
  socialHandle: string;
  supportChatUrl: string;
  supportEmail: string;
  channelUrl: string;
  /** Partner logos on the landing page: "path|Name" pairs separated by commas. */
  partnerLogos: string;
}

export const DEFAULT_BRAND: Brand = {
  product: "Rockets",
  provider: "Rockets Labs",
  partner: "Partner Capital",
  productAr: "روكتس",
  providerAr: "روكتس لابس",
  partnerAr: "بارتنر كابيتال",
  socialUrl: "https://x.com/rockets",
  socialHandle: "@rockets",
  supportChatUrl: "https://t.me/rockets_support",
  supportEmail: "support@rockets.example",
  channelUrl: "https://t.me/rockets_channel",
  partnerLogos: [
    "/logos/qimma-capital.svg|Qimma Capital",
    "/logos/sahm-partners.svg|Sahm Partners",
    "/logos/falconridge.svg|Falconridge",
    "/logos/najd-ventures.svg|Najd Ventures",
    "/logos/bluepeak-securities.svg|Bluepeak Securities",
  ].join(","),
};

/** The product, provider and partner names in a language: the Arabic spelling on Arabic
 * screens, e-mails and titles, the Latin one otherwise. */
export function brandNames(brand: Brand, lang: string): Pick<Brand, "product" | "provider" | "partner"> {
  return lang === "ar"
    ? { product: brand.productAr, provider: brand.providerAr, partner: brand.partnerAr }
    : { product: brand.product, provider: brand.provider, partner: brand.partner };
}

/** The partner logos of a brand as { src, name } (entries without a name or a path are skipped). */
export function partnerLogos(brand: Pick<Brand, "partnerLogos">): { src: string; name: string }[] {
  return brand.partnerLogos
    .split(",")
    .map((entry) => entry.split("|").map((part) => part.trim()))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== "" && parts[1] !== "")
    .map(([src, name]) => ({ src, name }));
}

/** BRAND_PRODUCT, BRAND_PROVIDER, BRAND_PARTNER, BRAND_SOCIAL_URL, … (camelCase → SNAKE_CASE). */
export function brandFromEnv(env: Record<string, string | undefined>): Brand {
  const brand = { ...DEFAULT_BRAND };
  for (const key of Object.keys(brand) as (keyof Brand)[]) {
    const value = env[`BRAND_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`];
    if (value) brand[key] = value;
  }
  return brand;
}
