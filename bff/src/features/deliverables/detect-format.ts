import { open } from 'node:fs/promises';
import type { DeliverableFormat } from '@swat/shared-contracts';

export interface DetectedFormat {
  format: DeliverableFormat;
  contentType: string;
}

const CONTENT_TYPES: Record<DeliverableFormat, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The part each Office format cannot be without (ECMA-376's main part). */
const MAIN_PARTS: readonly { part: string; format: DeliverableFormat }[] = [
  { part: 'ppt/presentation.xml', format: 'pptx' },
  { part: 'word/document.xml', format: 'docx' },
  { part: 'xl/workbook.xml', format: 'xlsx' },
];

/** The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 64 KB. */
const EOCD_SEARCH = 22 + 0xffff;
/** A real deck's directory is a few hundred KB at most; a larger one is not worth reading. */
const MAX_DIRECTORY_BYTES = 8 * 1024 * 1024;

/**
 * What an uploaded deliverable is, by its bytes: `%PDF-` at the start, or a ZIP whose central
 * directory lists `[Content_Types].xml` and one Office format's main part. The directory is read
 * from the end of the file (local headers can defer their sizes, so walking them from the front
 * misses parts), in two bounded reads: the file itself is never read whole. Anything else is null.
 */
export async function detectDeliverableFormat(path: string): Promise<DetectedFormat | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(8, size));
    await file.read(head, 0, head.length, 0);
    if (head.subarray(0, 5).toString('latin1') === '%PDF-') return { format: 'pdf', contentType: CONTENT_TYPES.pdf };
    if (head.length < 4 || head.readUInt32LE(0) !== 0x04034b50) return null;
    const names = await zipPartNames(file, size);
    if (!names?.has('[Content_Types].xml')) return null;
    const found = MAIN_PARTS.filter((m) => names.has(m.part));
    // A ZIP claiming to be two formats at once is nothing we hand a client.
    if (found.length !== 1) return null;
    const format = found[0]!.format;
    return { format, contentType: CONTENT_TYPES[format] };
  } finally {
    await file.close();
  }
}

async function zipPartNames(file: Awaited<ReturnType<typeof open>>, size: number): Promise<Set<string> | null> {
  const tailLength = Math.min(size, EOCD_SEARCH);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, size - tailLength);
  let end = -1;
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (directorySize > MAX_DIRECTORY_BYTES || directoryOffset + directorySize > size) return null;
  const directory = Buffer.alloc(directorySize);
  await file.read(directory, 0, directorySize, directoryOffset);
  const names = new Set<string>();
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    names.add(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return names;
}
