// Test images for the ticket tests: the fixtures (tests/fixtures/tickets, drawn by Chromium's
// canvas) and the metadata a camera or an editor writes, put in as they would be.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const DIR = join(import.meta.dir, "..", "fixtures", "tickets");
export const fixture = (name: string) => new Uint8Array(readFileSync(join(DIR, name)));

const ascii = (s: string) => new TextEncoder().encode(s);

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(ascii(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, Bun.hash.crc32(out.subarray(4, 8 + data.length)) >>> 0);
  return out;
}

/** The PNG with text, time and EXIF chunks after its IHDR (8 + 25 bytes in). */
export function pngWithMetadata(png: Uint8Array): Uint8Array {
  const meta = [
    pngChunk("tEXt", ascii("Author\0Secret Person")),
    pngChunk("zTXt", ascii("Comment\0\0xx")),
    pngChunk("iTXt", ascii("XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>secret-xmp</x:xmpmeta>")),
    pngChunk("tIME", new Uint8Array([7, 234, 11, 27, 8, 0, 0])),
    pngChunk("eXIf", ascii("MM\0*GPSLatitude 24.7136")),
    pngChunk("prVt", ascii("private-chunk")),
  ];
  return Buffer.concat([png.subarray(0, 33), ...meta, png.subarray(33)]);
}

/** A JPEG segment: marker and length. */
export function jpegSegment(marker: number, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + data.length);
  out[0] = 0xff;
  out[1] = marker;
  new DataView(out.buffer).setUint16(2, data.length + 2);
  out.set(data, 4);
  return out;
}

/** The JPEG with EXIF (GPS), XMP, IPTC and a comment after its SOI. */
export function jpegWithMetadata(jpeg: Uint8Array): Uint8Array {
  const meta = [
    jpegSegment(0xe1, ascii("Exif\0\0MM\0*GPSLatitude 24.7136 Serial 12345")),
    jpegSegment(0xe1, ascii("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>secret-xmp</x:xmpmeta>")),
    jpegSegment(0xed, ascii("Photoshop 3.0\0secret-iptc")),
    jpegSegment(0xfe, ascii("taken at home")),
  ];
  return Buffer.concat([jpeg.subarray(0, 2), ...meta, jpeg.subarray(2)]);
}

/** Words of the metadata above: none may be left in a stored image. */
export const SECRETS = ["Secret Person", "secret-xmp", "GPSLatitude", "secret-iptc", "taken at home", "private-chunk"];

export const contains = (bytes: Uint8Array, word: string) => Buffer.from(bytes).includes(Buffer.from(word));
