import { createInflateRaw } from 'node:zlib';
import { MAX_ZIP_RATIO, overLimit } from './import-limits';
import { TableImportError } from './table-source';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localOffset: number;
}

const damaged = () => new TableImportError({ key: 'import.xlsx.damaged' });

/** The entries of a ZIP as its central directory lists them (what unzip libraries trust). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 + 65,535 bytes (its comment is at most 64 KB).
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw damaged();
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw damaged();
    const nameLength = view.getUint16(at + 28, true);
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      // 0xffffffff means the real size is in a ZIP64 field: more than 4 GB, over any cap here.
      uncompressedSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/**
 * Refuses a workbook before anything unpacks it when its directory says it unpacks to more than
 * `maxBytes` (one part or all together), or a part unpacks more than MAX_ZIP_RATIO times: a few MB
 * of compressed whitespace would otherwise cost gigabytes and a minute. Reads only the directory.
 */
export function checkZipExpansion(bytes: Uint8Array, maxBytes: number): ZipEntry[] {
  const entries = zipEntries(bytes);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > maxBytes || total > maxBytes) throw overLimit.unpacked(maxBytes);
    // Tiny parts ([Content_Types].xml, styles) may pack very well; only what could cost memory counts.
    if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize > MAX_ZIP_RATIO * Math.max(entry.compressedSize, 1)) throw overLimit.ratio(entry.name);
  }
  return entries;
}

/**
 * Unpacks every deflated part once, keeping nothing, and refuses the workbook when a part unpacks
 * to more than its directory says: the check above trusts those sizes, and an unzip library would
 * inflate whatever is there. Costs one pass of inflation, in bounded memory.
 */
export async function verifyZipSizes(bytes: Uint8Array, entries: readonly ZipEntry[]): Promise<void> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    const local = entry.localOffset;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) throw damaged();
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + entry.compressedSize);
    await new Promise<void>((resolve, reject) => {
      const inflater = createInflateRaw();
      let produced = 0;
      inflater.on('data', (chunk: Buffer) => {
        produced += chunk.length;
        if (produced > entry.uncompressedSize) {
          inflater.destroy();
          reject(new TableImportError({ key: 'import.xlsx.partOversize', values: { part: entry.name } }, 413));
        }
      });
      inflater.on('end', () => resolve());
      inflater.on('error', () => reject(damaged()));
      inflater.end(data);
    });
  }
}
