// A ticket's images are judged by their bytes (src/server/tickets/images.ts): PNG and JPEG are
// parsed to their end marker, their metadata dropped and their picture data kept as it was;
// anything else, or a broken file, is refused with the reason.
import { afterAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "../../src/server/render/chromium";
import { checkImage, ImageError } from "../../src/server/tickets/images";
import { MAX_IMAGE_SIDE } from "../../src/shared/tickets";
import {
  contains,
  fixture,
  jpegSegment,
  jpegWithMetadata,
  pngChunk,
  pngWithMetadata,
  SECRETS,
} from "../helpers/ticket-images";

/** JPG0..JPG13: the extension markers 0xF0–0xFD. */
const JPGN = Array.from({ length: 14 }, (_, i) => 0xf0 + i);

/** The JPEG with the text in every segment a decoder does not need: APP0, APP14 (a real Adobe
 * payload, YCbCr, with the text after it), APP15, JPG0..JPG13 and COM. */
function jpegWithSegmentText(jpeg: Uint8Array, text: string): Uint8Array {
  const t = Buffer.from(text);
  const adobe = Buffer.concat([Buffer.from("Adobe"), Buffer.from([0, 100, 0, 0, 0, 0, 1]), t]);
  const meta = [
    jpegSegment(0xe0, Buffer.concat([Buffer.from("JFXX\0"), t])),
    jpegSegment(0xee, adobe),
    jpegSegment(0xef, t),
    ...JPGN.map((marker) => jpegSegment(marker, t)),
    jpegSegment(0xfe, t),
  ];
  return Buffer.concat([jpeg.subarray(0, 2), ...meta, jpeg.subarray(2)]);
}

/** The markers of a JPEG in order, entropy-coded data skipped. */
function markers(d: Uint8Array): number[] {
  const out = [d[1]!];
  let at = 2;
  while (at < d.length) {
    const marker = d[at + 1]!;
    out.push(marker);
    if (marker === 0xd9) break;
    at += 2 + ((d[at + 2]! << 8) | d[at + 3]!);
    if (marker === 0xda)
      while (!(d[at] === 0xff && d[at + 1] !== 0 && !(d[at + 1]! >= 0xd0 && d[at + 1]! <= 0xd7))) at++;
  }
  return out;
}

// Chromium, when the machine has it, decodes the stored image: the proof that it still draws.
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
let browser: Browser | null = null;
const decoder = existsSync(CHROMIUM);
if (!decoder) console.warn(`ticket-images: no Chromium at ${CHROMIUM}: stored JPEGs are not decoded`);
afterAll(() => browser?.close());
/** The decoded picture's size and a digest of its RGBA pixels. */
async function decode(bytes: Uint8Array): Promise<{ width: number; height: number; pixels: string }> {
  browser ??= await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  const page = await browser.newPage();
  try {
    const got = await page.evaluate(async (base64) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([data], { type: "image/jpeg" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let binary = "";
      for (let i = 0; i < pixels.length; i += 0x8000) binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
      return { width: bitmap.width, height: bitmap.height, pixels: btoa(binary) };
    }, Buffer.from(bytes).toString("base64"));
    return { ...got, pixels: new Bun.CryptoHasher("sha256").update(Buffer.from(got.pixels, "base64")).digest("hex") };
  } finally {
    await page.close();
  }
}

const problem = (bytes: Uint8Array) => {
  try {
    checkImage(bytes);
    return "accepted";
  } catch (error) {
    return error instanceof ImageError ? error.problem : String(error);
  }
};

describe("PNG", () => {
  const png = fixture("small.png");
  test("a clean PNG is kept byte for byte, with its size", () => {
    const out = checkImage(png);
    expect(out).toMatchObject({ type: "image/png", width: 64, height: 48 });
    expect(Buffer.from(out.bytes).equals(Buffer.from(png))).toBe(true);
  });
  test("text, time, EXIF and unknown ancillary chunks are dropped, the rest kept in order", () => {
    const dirty = pngWithMetadata(png);
    for (const word of SECRETS.filter((w) => w !== "taken at home" && w !== "secret-iptc"))
      expect(contains(dirty, word)).toBe(true);
    const out = checkImage(dirty);
    for (const word of SECRETS) expect(contains(out.bytes, word)).toBe(false);
    for (const type of ["tEXt", "zTXt", "iTXt", "tIME", "eXIf", "prVt"]) expect(contains(out.bytes, type)).toBe(false);
    expect(Buffer.from(out.bytes).equals(Buffer.from(png))).toBe(true);
  });
  test("a truncated file, a bad CRC, a missing IHDR or IDAT, or an unknown critical chunk is corrupt", () => {
    expect(problem(png.subarray(0, png.length - 20))).toBe("corrupt");
    const badCrc = new Uint8Array(png);
    badCrc[29] = (badCrc[29] ?? 0) ^ 0xff;
    expect(problem(badCrc)).toBe("corrupt");
    const signature = png.subarray(0, 8);
    const iend = pngChunk("IEND", new Uint8Array());
    expect(problem(Buffer.concat([signature, iend]))).toBe("corrupt");
    expect(problem(Buffer.concat([png.subarray(0, 33), iend]))).toBe("corrupt");
    expect(problem(Buffer.concat([png.subarray(0, 33), pngChunk("ZZZZ", new Uint8Array(4)), png.subarray(33)]))).toBe(
      "corrupt",
    );
  });
  test(`a side above ${MAX_IMAGE_SIDE} pixels or of 0 is refused`, () => {
    const ihdr = (w: number, h: number) => {
      const data = new Uint8Array(13);
      const view = new DataView(data.buffer);
      view.setUint32(0, w);
      view.setUint32(4, h);
      data.set([8, 2, 0, 0, 0], 8);
      return Buffer.concat([png.subarray(0, 8), pngChunk("IHDR", data), png.subarray(33)]);
    };
    expect(problem(ihdr(MAX_IMAGE_SIDE + 1, 10))).toBe("too_large_dimensions");
    expect(problem(ihdr(0, 10))).toBe("corrupt");
  });
});

describe("JPEG", () => {
  const jpeg = fixture("small.jpg");
  test("APP1 (EXIF, XMP), APP2 (ICC), APP13 (IPTC) and comments are dropped; the frame and scan are kept", () => {
    const dirty = jpegWithMetadata(jpeg);
    const out = checkImage(dirty);
    expect(out).toMatchObject({ type: "image/jpeg", width: 64, height: 48 });
    for (const word of [...SECRETS, "Exif", "ICC_PROFILE", "JFIF"]) expect(contains(out.bytes, word)).toBe(false);
    expect(out.bytes.subarray(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    expect(out.bytes.subarray(-2)).toEqual(new Uint8Array([0xff, 0xd9]));
    // The same picture as the clean file's: metadata was all that changed.
    expect(Buffer.from(out.bytes).equals(Buffer.from(checkImage(jpeg).bytes))).toBe(true);
  });
  test("text in APP0, APP14, APP15, JPG0..JPG13 and COM is dropped; Adobe's transform comes back in 12 fixed bytes", async () => {
    const secret = "secret-in-segment";
    const dirty = jpegWithSegmentText(jpeg, secret);
    for (const marker of [0xe0, 0xee, 0xef, 0xfe, ...JPGN])
      expect(Buffer.from(dirty).includes(Buffer.from([0xff, marker]))).toBe(true);
    expect(contains(dirty, secret)).toBe(true);
    const out = checkImage(dirty);
    expect(out).toMatchObject({ type: "image/jpeg", width: 64, height: 48 });
    expect(contains(out.bytes, secret)).toBe(false);
    expect(contains(out.bytes, "secret")).toBe(false);
    // Only the tables, the frame, the scan and the rewritten Adobe segment are left.
    expect(markers(out.bytes)).toEqual([0xd8, 0xee, 0xdb, 0xdb, 0xc0, 0xc4, 0xc4, 0xc4, 0xc4, 0xda, 0xd9]);
    expect([...out.bytes.subarray(2, 18)]).toEqual([0xff, 0xee, 0, 14, ...Buffer.from("Adobe"), 0, 100, 0, 0, 0, 0, 1]);
    // The stored image decodes to the same picture as the clean file.
    if (decoder) expect(await decode(out.bytes)).toEqual(await decode(jpeg));
  }, 30_000);
  test("a table with bytes past its end, or a restart interval of the wrong size, is corrupt", () => {
    const dqtWithText = Buffer.concat([
      jpeg.subarray(0, 2),
      jpegSegment(0xdb, Buffer.concat([new Uint8Array(65), Buffer.from("hidden")])),
      jpeg.subarray(2),
    ]);
    expect(problem(dqtWithText)).toBe("corrupt");
    const dri = Buffer.concat([jpeg.subarray(0, 2), jpegSegment(0xdd, Buffer.from("\0\x04text")), jpeg.subarray(2)]);
    expect(problem(dri)).toBe("corrupt");
  });
  test("a larger photo parses to its end marker with its size, and draws the same", async () => {
    const photo = fixture("photo.jpg");
    const out = checkImage(photo);
    expect(out).toMatchObject({ width: 480, height: 300 });
    if (decoder) expect(await decode(out.bytes)).toEqual(await decode(photo));
  }, 30_000);
  test("a file cut short, without a frame, or with a broken segment length is corrupt", () => {
    expect(problem(jpeg.subarray(0, jpeg.length - 2))).toBe("corrupt");
    expect(problem(jpeg.subarray(0, 400))).toBe("corrupt");
    expect(
      problem(Buffer.concat([jpeg.subarray(0, 2), jpegSegment(0xda, new Uint8Array(10)), Buffer.from([0xff, 0xd9])])),
    ).toBe("corrupt");
    const badLength = new Uint8Array(jpeg);
    badLength[4] = 0xff;
    badLength[5] = 0xff;
    expect(problem(badLength)).toBe("corrupt");
  });
});

test("other formats and text are not images, whatever they are called", () => {
  expect(problem(new TextEncoder().encode("GIF89a\x01\x00\x01\x00"))).toBe("not_image");
  expect(problem(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBe("not_image");
  expect(problem(new TextEncoder().encode("%PDF-1.7"))).toBe("not_image");
  expect(problem(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]))).toBe("not_image");
  expect(problem(new Uint8Array())).toBe("not_image");
});
