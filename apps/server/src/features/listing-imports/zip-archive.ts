import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

/** A zip that cannot be read as one; `message` says why, in plain words. */
export class ZipArchiveError extends Error {}

/** One file of a zip as its central directory lists it. */
export interface ZipEntry {
  name: string;
  /** Bit 0: the entry is encrypted (a password is needed). */
  flags: number;
  /** 0 stored, 8 deflated; anything else is not read. */
  method: number;
  crc: number;
  compressedSize: number;
  /** What the entry says it unpacks to; checked when it is unpacked. */
  size: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes and may be followed by a comment of up to 65,535. */
const END_RECORD_BYTES = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_MARK = 0xffffffff;

/**
 * The entries a zip's central directory lists, read from the directory alone: nothing is unpacked.
 * Zip64 archives are refused (a workbook of 10 MB never needs one), as is any entry whose data
 * would lie outside the file.
 */
export function zipEntries(zip: Buffer): ZipEntry[] {
  let end = -1;
  for (
    let at = zip.length - END_RECORD_BYTES;
    at >= Math.max(0, zip.length - END_RECORD_BYTES - MAX_COMMENT);
    at -= 1
  ) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipArchiveError('the zip has no central directory');
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64_MARK) throw new ZipArchiveError('ZIP64 archives are not read');
  if (directoryOffset + directorySize > end) throw new ZipArchiveError('the zip’s central directory is cut short');
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new ZipArchiveError('the zip’s central directory is damaged');
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if ([entry.compressedSize, entry.size, entry.localOffset].includes(ZIP64_MARK))
      throw new ZipArchiveError('ZIP64 archives are not read');
    if (entry.localOffset + 30 + entry.compressedSize > directoryOffset)
      throw new ZipArchiveError(`the zip entry ${entry.name} lies outside the file`);
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * One entry's content, unpacked by zlib with a hard cap of the size the directory declared: a
 * deflate stream that would unpack to more stops there (zlib's maxOutputLength), so the memory an
 * entry takes is what the caller agreed to before calling. The content must match its checksum.
 */
export async function unpackZipEntry(zip: Buffer, entry: ZipEntry): Promise<Buffer> {
  if (zip.readUInt32LE(entry.localOffset) !== LOCAL_HEADER)
    throw new ZipArchiveError(`the zip entry ${entry.name} is damaged`);
  const start =
    entry.localOffset + 30 + zip.readUInt16LE(entry.localOffset + 26) + zip.readUInt16LE(entry.localOffset + 28);
  const packed = zip.subarray(start, start + entry.compressedSize);
  if (packed.length !== entry.compressedSize) throw new ZipArchiveError(`the zip entry ${entry.name} is cut short`);
  let content: Buffer;
  if (entry.method === 0) content = packed;
  else if (entry.method === 8) {
    try {
      content = await inflate(packed, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new ZipArchiveError(`the zip entry ${entry.name} does not unpack to the size it declares`);
    }
  } else throw new ZipArchiveError(`the zip entry ${entry.name} uses a compression method that is not read`);
  if (content.length !== entry.size || crc32(content) !== entry.crc)
    throw new ZipArchiveError(`the zip entry ${entry.name} is damaged`);
  return content;
}
