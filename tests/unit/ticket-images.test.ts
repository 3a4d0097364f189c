// A ticket's images are judged by their bytes (src/server/tickets/images.ts): PNG and JPEG are
// parsed to their end marker, their metadata dropped and their picture data kept as it was;
// anything else, or a broken file, is refused with the reason.
import { describe, expect, test } from "bun:test";
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
    for (const word of [...SECRETS, "Exif", "ICC_PROFILE"]) expect(contains(out.bytes, word)).toBe(false);
    expect(contains(out.bytes, "JFIF")).toBe(true);
    expect(out.bytes.subarray(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
    expect(out.bytes.subarray(-2)).toEqual(new Uint8Array([0xff, 0xd9]));
    // The same picture as the clean file's: metadata was all that changed.
    expect(Buffer.from(out.bytes).equals(Buffer.from(checkImage(jpeg).bytes))).toBe(true);
  });
  test("a larger photo parses to its end marker with its size", () => {
    expect(checkImage(fixture("photo.jpg"))).toMatchObject({ width: 480, height: 300 });
  });
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
