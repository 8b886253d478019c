import { deflateSync } from 'node:zlib';
import type { Locator } from '@playwright/test';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG of one colour: the server decodes and re-encodes every upload, so it must be genuine. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file to drop: real bytes, or `size` zero bytes (enough for the browser's own size check). */
export type DroppedFile = { name: string; type: string } & ({ bytes: Buffer } | { size: number });

/**
 * Drags files onto a drop zone as a person would: a DataTransfer holding the files, then dragenter,
 * dragover and drop on the zone.
 */
export async function dropFiles(zone: Locator, files: DroppedFile[]): Promise<void> {
  const payload = files.map((file) =>
    'bytes' in file
      ? { name: file.name, type: file.type, base64: file.bytes.toString('base64'), size: 0 }
      : { name: file.name, type: file.type, base64: null, size: file.size },
  );
  const dataTransfer = await zone.page().evaluateHandle((entries) => {
    // Runs in the page; the e2e project compiles without the DOM library.
    const { DataTransfer } = globalThis as unknown as {
      DataTransfer: new () => { items: { add: (file: File) => void } };
    };
    const transfer = new DataTransfer();
    for (const entry of entries) {
      const bytes = entry.base64
        ? Uint8Array.from(atob(entry.base64), (char) => char.charCodeAt(0))
        : new Uint8Array(entry.size);
      transfer.items.add(new File([bytes], entry.name, { type: entry.type }));
    }
    return transfer;
  }, payload);
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
}
