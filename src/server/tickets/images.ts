// A ticket's images are judged by their bytes, never by their name or declared type: a PNG or a
// JPEG whose structure parses from the first byte to the end marker, with sane dimensions, is
// kept without its metadata; anything else is refused. The picture's data is copied unchanged
// (no decoding, no re-encoding), so what is stored is the sender's image minus the segments or
// chunks that can carry who, where and when (EXIF with GPS, XMP, comments, text, times): a
// JPEG keeps only its tables, frame, scans and markers, and its Adobe colour transform.
import { type ImageType, MAX_IMAGE_SIDE } from "../../shared/tickets";

export interface CheckedImage {
  type: ImageType;
  width: number;
  height: number;
  /** The image without its metadata. */
  bytes: Uint8Array;
}

type ImageProblem = "not_image" | "corrupt" | "too_large_dimensions";

export class ImageError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Ancillary PNG chunks kept: how the picture's colours and pixels are to be read. Every other
 * ancillary chunk goes: tEXt, zTXt, iTXt (text, XMP), eXIf, tIME, and any private one. */
const PNG_KEEP = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "sBIT",
  "bKGD",
  "pHYs",
]);

export function checkImage(data: Uint8Array): CheckedImage {
  if (data.length >= 8 && PNG_SIGNATURE.every((b, i) => data[i] === b)) return checkPng(data);
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return checkJpeg(data);
  throw new ImageError("not_image");
}

const u32 = (d: Uint8Array, at: number) => ((d[at]! << 24) | (d[at + 1]! << 16) | (d[at + 2]! << 8) | d[at + 3]!) >>> 0;
const u16 = (d: Uint8Array, at: number) => (d[at]! << 8) | d[at + 1]!;

function sides(width: number, height: number): void {
  if (width === 0 || height === 0) throw new ImageError("corrupt");
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw new ImageError("too_large_dimensions");
}

function checkPng(d: Uint8Array): CheckedImage {
  const keep: Uint8Array[] = [d.subarray(0, 8)];
  let at = 8;
  let width = 0;
  let height = 0;
  let first = true;
  let idat = false;
  for (;;) {
    if (at + 12 > d.length) throw new ImageError("corrupt");
    const length = u32(d, at);
    if (length > 0x7fffffff || at + 12 + length > d.length) throw new ImageError("corrupt");
    const type = String.fromCharCode(d[at + 4]!, d[at + 5]!, d[at + 6]!, d[at + 7]!);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new ImageError("corrupt");
    const chunk = d.subarray(at, at + 12 + length);
    const crc = u32(d, at + 8 + length);
    if (Bun.hash.crc32(d.subarray(at + 4, at + 8 + length)) >>> 0 !== crc) throw new ImageError("corrupt");
    if (first) {
      if (type !== "IHDR" || length !== 13) throw new ImageError("corrupt");
      width = u32(d, at + 8);
      height = u32(d, at + 12);
      const depth = d[at + 16]!;
      const colour = d[at + 17]!;
      const depths: Record<number, number[]> = {
        0: [1, 2, 4, 8, 16],
        2: [8, 16],
        3: [1, 2, 4, 8],
        4: [8, 16],
        6: [8, 16],
      };
      if (!depths[colour]?.includes(depth) || d[at + 18] !== 0 || d[at + 19] !== 0 || d[at + 20]! > 1)
        throw new ImageError("corrupt");
      sides(width, height);
      first = false;
    } else if (type === "IHDR") throw new ImageError("corrupt");
    // A critical chunk (upper-case first letter) this reader does not know makes the file one a
    // viewer cannot show either.
    const critical = (d[at + 4]! & 0x20) === 0;
    if (critical && !PNG_KEEP.has(type)) throw new ImageError("corrupt");
    if (type === "IDAT") idat = true;
    if (PNG_KEEP.has(type)) keep.push(chunk);
    at += 12 + length;
    if (type === "IEND") break;
  }
  if (!idat) throw new ImageError("corrupt");
  return { type: "image/png", width, height, bytes: Buffer.concat(keep) };
}

/** Start-of-frame markers (baseline, extended, progressive, lossless; Huffman and arithmetic). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Segments kept: what a decoder needs to draw the picture. DQT, DHT and DAC (the tables),
 * DRI (restart interval), DNL (number of lines), DHP and EXP (hierarchical frames), with the
 * frames (SOF) and scans (SOS) handled on their own. Everything else goes: every APPn (JFIF,
 * EXIF, XMP, ICC, IPTC, private), comments (COM), the JPGn extensions (0xF0–0xFD) and reserved
 * markers, any of which can carry text; APP14 "Adobe" comes back rewritten (ADOBE below). */
const KEEP_SEGMENT = new Set([0xdb, 0xc4, 0xcc, 0xdd, 0xdc, 0xde, 0xdf]);

/** Whether a kept segment's payload is exactly its tables or fields, with no byte left over
 * where text could ride. */
function tablesFill(marker: number, p: Uint8Array): boolean {
  switch (marker) {
    case 0xdb: {
      // DQT: tables of a precision/id byte and 64 values of 1 or 2 bytes.
      let i = 0;
      while (i < p.length) i += 1 + (p[i]! >> 4 === 0 ? 64 : 128);
      return i === p.length && p.length > 0;
    }
    case 0xc4: {
      // DHT: tables of a class/id byte, 16 counts and as many symbols as they add up to.
      let i = 0;
      while (i < p.length) {
        if (i + 17 > p.length) return false;
        let symbols = 0;
        for (let k = 1; k <= 16; k++) symbols += p[i + k]!;
        i += 17 + symbols;
      }
      return i === p.length && p.length > 0;
    }
    case 0xcc: // DAC: pairs of a class/id byte and a value.
      return p.length > 0 && p.length % 2 === 0;
    case 0xdd: // DRI: the restart interval.
    case 0xdc: // DNL: the number of lines.
      return p.length === 2;
    case 0xdf: // EXP: one byte of expansion flags.
      return p.length === 1;
    case 0xde: // DHP: a frame header's fields.
      return p.length >= 6 && p.length === 6 + 3 * p[5]!;
    default:
      return false;
  }
}

/** The APP14 "Adobe" payload is 12 bytes: "Adobe", version, two flag words and the colour
 * transform (0 RGB/CMYK, 1 YCbCr, 2 YCCK) a decoder reads for a picture of 3 or 4 components.
 * Only the transform is carried over, into a segment of fixed bytes: nothing else survives. */
const ADOBE = new TextEncoder().encode("Adobe");
function adobeSegment(transform: number): Uint8Array {
  const out = new Uint8Array(16);
  out.set([0xff, 0xee, 0x00, 14], 0);
  out.set(ADOBE, 4);
  out.set([0x00, 0x64, 0x00, 0x00, 0x00, 0x00, transform], 9);
  return out;
}

function checkJpeg(d: Uint8Array): CheckedImage {
  const keep: Uint8Array[] = [d.subarray(0, 2)];
  let at = 2;
  let width = 0;
  let height = 0;
  let components = 0;
  let frame = false;
  let scan = false;
  let transform: number | null = null;
  for (;;) {
    if (at >= d.length) throw new ImageError("corrupt");
    if (d[at] !== 0xff) throw new ImageError("corrupt");
    // Fill bytes before a marker.
    let m = at + 1;
    while (m < d.length && d[m] === 0xff) m++;
    if (m >= d.length) throw new ImageError("corrupt");
    const marker = d[m]!;
    if (marker === 0xd9) {
      if (!frame || !scan) throw new ImageError("corrupt");
      keep.push(d.subarray(at, m + 1));
      break;
    }
    if (marker === 0xd8 || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01)
      throw new ImageError("corrupt");
    if (m + 2 >= d.length) throw new ImageError("corrupt");
    const length = u16(d, m + 1);
    const end = m + 1 + length;
    if (length < 2 || end > d.length) throw new ImageError("corrupt");
    if (SOF.has(marker)) {
      if (frame || length < 8) throw new ImageError("corrupt");
      height = u16(d, m + 4);
      width = u16(d, m + 6);
      components = d[m + 8]!;
      if (components < 1 || components > 4 || length !== 8 + 3 * components) throw new ImageError("corrupt");
      sides(width, height);
      frame = true;
      keep.push(d.subarray(m - 1, end));
    } else if (marker === 0xda) {
      if (!frame) throw new ImageError("corrupt");
      // SOS: its header is exactly 6 + 2 × its components long; nothing else rides on it.
      const count = length >= 3 ? d[m + 3]! : 0;
      if (count < 1 || count > 4 || length !== 6 + 2 * count) throw new ImageError("corrupt");
      keep.push(d.subarray(m - 1, end));
    } else if (KEEP_SEGMENT.has(marker)) {
      if (!tablesFill(marker, d.subarray(m + 3, end))) throw new ImageError("corrupt");
      keep.push(d.subarray(m - 1, end));
    } else if (marker === 0xee && transform === null && length >= 14 && ADOBE.every((b, i) => d[m + 3 + i] === b)) {
      // An unknown transform value is no transform a decoder knows: dropped with the rest.
      if (d[m + 14]! <= 2) transform = d[m + 14]!;
    }
    at = end;
    if (marker === 0xda) {
      scan = true;
      // The entropy-coded data runs to the next marker that is not a stuffed byte (FF00) or a
      // restart (FFD0–FFD7); it is copied as it is.
      let k = at;
      while (
        k + 1 < d.length &&
        !(d[k] === 0xff && d[k + 1] !== 0x00 && !(d[k + 1]! >= 0xd0 && d[k + 1]! <= 0xd7) && d[k + 1] !== 0xff)
      )
        k++;
      if (k + 1 >= d.length) throw new ImageError("corrupt");
      keep.push(d.subarray(at, k));
      at = k;
    }
  }
  // The colour transform matters to a picture of 3 or 4 components (RGB or YCbCr, CMYK or YCCK);
  // it goes right after SOI, where decoders look for it.
  if (transform !== null && components >= 3) keep.splice(1, 0, adobeSegment(transform));
  return { type: "image/jpeg", width, height, bytes: Buffer.concat(keep) };
}

/** The file name a download of the image carries. */
export const imageFileName = (type: ImageType, n: number) => `image-${n}.${type === "image/png" ? "png" : "jpg"}`;
