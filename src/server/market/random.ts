// Seeded randomness for the simulated market: a small fast generator (sfc32) and standard
// normal draws from a precomputed inverse-CDF table, so millions of draws stay cheap.

export type Rng = () => number;

function mix(h: number, part: number): number {
  h = Math.imul(h ^ (part | 0), 0x01000193);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

/** 32-bit mix of up to four integers, used to derive independent seeds (fixed arity: hot). */
export function hash32(a: number, b = 0, c = 0, d = 0): number {
  return mix(mix(mix(mix(0x811c9dc5, a), b), c), d) >>> 0;
}

export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return hash32(h);
}

/** sfc32: uniform numbers in [0, 1). */
export function rng(seed: number): Rng {
  let a = hash32(seed, 1);
  let b = hash32(seed, 2);
  let c = hash32(seed, 3);
  let d = 1;
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

const TABLE_BITS = 14;
const TABLE_SIZE = 1 << TABLE_BITS;

/** Acklam's approximation of the standard normal quantile. */
function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const q0 = 0.02425;
  if (p < q0) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1)
    );
  }
  if (p > 1 - q0) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

export const NORMALS = new Float64Array(TABLE_SIZE);
export const NORMAL_BITS = TABLE_BITS;
for (let i = 0; i < TABLE_SIZE; i++) NORMALS[i] = normalQuantile((i + 0.5) / TABLE_SIZE);

/** A standard normal draw (table lookup, tails cut near ±3.9σ). */
export function normal(r: Rng): number {
  return NORMALS[(r() * TABLE_SIZE) | 0]!;
}
