import { crc32 } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";
import { describe, expect, it } from "vitest";
import { stripPictureMetadata } from "./picture-metadata.ts";

// 2×2 pictures as FFmpeg writes them; FFmpeg's JPEG carries a comment naming the encoder.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAEElEQVR4nGMwDl0JRAwQCgAfkgTF04TPjgAAAABJRU5ErkJggg==", "base64");
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU4LjQyLjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABQYQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAACAAIDASIAAhEAAxEA/9oADAMBAAIRAxEAPwCUAWAd/9k=",
  "base64",
);
const WEBP = Buffer.from("UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoCAAIAAgA0JaACdLoAA5gA/u/eX/8s/8/vi71Ofit9QM0gAAA=", "base64");

const SECRET = "GPS 51.4778N 0.0015W, Pixel 8";

/** An Exif block (little-endian, as phones write it) with an orientation and a text tag holding `SECRET`. */
function exifBlock(orientation: number): Buffer {
  const text = Buffer.from(`${SECRET}\0`);
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write("II", 0);
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  tiff.writeUInt16LE(0x010f, 10); // Make: ASCII, stored after the directory
  tiff.writeUInt16LE(2, 12);
  tiff.writeUInt32LE(text.length, 14);
  tiff.writeUInt32LE(tiff.length, 18);
  tiff.writeUInt16LE(0x0112, 22); // Orientation: SHORT
  tiff.writeUInt16LE(3, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt16LE(orientation, 30);
  return Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff, text]);
}

const segment = (marker: number, payload: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

/** The simple WebP made extended: a VP8X header flagging Exif and XMP, the image, then both blocks. */
function extendedWebp(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04;
  const body = Buffer.concat([riffChunk("VP8X", vp8x), WEBP.subarray(12), riffChunk("EXIF", exifBlock(6).subarray(6)), riffChunk("XMP ", Buffer.from(`<x>${SECRET}</x>`))]);
  const head = Buffer.from("RIFF\0\0\0\0WEBP", "latin1");
  head.writeUInt32LE(4 + body.length, 4);
  return Buffer.concat([head, body]);
}

const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);

describe("stripPictureMetadata", () => {
  it("drops a JPEG's Exif, XMP, IPTC and comments, keeps its image data, and keeps the orientation in a bare Exif block", async () => {
    const withMetadata = Buffer.concat([JPEG.subarray(0, 20), segment(0xe1, exifBlock(6)), segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${SECRET}`)), segment(0xed, Buffer.from(SECRET)), JPEG.subarray(20)]);
    const stripped = stripPictureMetadata(withMetadata, "image/jpeg");
    expect(has(stripped, SECRET)).toBe(false);
    expect(has(stripped, "Lavc")).toBe(false);
    // JFIF first, then the orientation alone: "Exif\0\0", big-endian TIFF, one entry 0x0112 = 6.
    expect(Buffer.from(stripped.subarray(0, 20))).toEqual(JPEG.subarray(0, 20));
    expect(Buffer.from(stripped.subarray(20, 56)).toString("hex")).toBe("ffe10022457869660000" + "4d4d002a00000008" + "0001" + "011200030000000100060000" + "00000000");
    expect(Buffer.from(stripped).subarray(-30)).toEqual(JPEG.subarray(-30));
    expect((await fileTypeFromBuffer(stripped))?.mime).toBe("image/jpeg");
  });

  it("adds no Exif block to a JPEG that had no orientation", () => {
    const stripped = stripPictureMetadata(JPEG, "image/jpeg");
    expect(has(stripped, "Exif")).toBe(false);
    expect(stripped.length).toBe(JPEG.length - (2 + 16)); // only the encoder's comment went
  });

  it("drops a PNG's text, Exif and time chunks and keeps every other chunk as it was", () => {
    const iend = PNG.length - 12;
    const withMetadata = Buffer.concat([PNG.subarray(0, iend), pngChunk("tEXt", Buffer.from(`Location\0${SECRET}`)), pngChunk("eXIf", exifBlock(1).subarray(6)), PNG.subarray(iend)]);
    expect(Buffer.from(stripPictureMetadata(withMetadata, "image/png"))).toEqual(PNG);
  });

  it("drops a WebP's Exif and XMP chunks with their header flags and fixes the RIFF size", async () => {
    const stripped = Buffer.from(stripPictureMetadata(extendedWebp(), "image/webp"));
    expect(has(stripped, SECRET)).toBe(false);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect(stripped.subarray(12, 16).toString("latin1")).toBe("VP8X");
    expect(stripped[20]! & 0x0c).toBe(0);
    expect(stripped.subarray(30)).toEqual(WEBP.subarray(12));
    expect((await fileTypeFromBuffer(stripped))?.mime).toBe("image/webp");
  });

  it("refuses a file that breaks its format's structure rather than pass its metadata on", () => {
    const cut = Buffer.concat([JPEG.subarray(0, 20), segment(0xe1, exifBlock(6)).subarray(0, 30)]);
    expect(() => stripPictureMetadata(cut, "image/jpeg")).toThrow("not a PNG, JPEG or WebP picture");
    expect(() => stripPictureMetadata(PNG.subarray(0, PNG.length - 12), "image/png")).toThrow("not a PNG, JPEG or WebP picture");
    expect(() => stripPictureMetadata(Buffer.from("GIF89a"), "image/gif")).toThrow("not a PNG, JPEG or WebP picture");
  });
});
