import { open } from 'node:fs/promises';
import { detectFileType } from '../data-items/detect-type';
import { safeFilename } from '../data-items/file-names';

/** What is read of a file to tell its type: enough for every signature and an Office file's first entries. */
const HEAD_BYTES = 1024 * 1024;

/** The types a message may carry (recognised by content), and the extension each is saved with. */
const ALLOWED = new Map<string, string>([
  ['application/pdf', 'pdf'],
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
  ['text/plain; charset=utf-8', 'txt'],
]);

export type CheckedAttachment = { ok: true; contentType: string; filename: string } | { ok: false; reason: 'executable' | 'type' };

/**
 * Tells an attachment's type from its first bytes, never from its name or the browser's word,
 * and gives the name it is kept under. Text stays CSV when it was sent as CSV.
 */
export async function checkAttachment(path: string, originalName: string): Promise<CheckedAttachment> {
  const handle = await open(path, 'r');
  let head: Uint8Array;
  let whole: boolean;
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(size, HEAD_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    whole = bytesRead === size;
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  // A head cut inside a UTF-8 character would read as binary: end it at the last whole character.
  if (!whole) {
    let end = head.length;
    while (end > 0 && end > head.length - 4 && (head[end - 1]! & 0xc0) === 0x80) end--;
    if (end > 0 && head[end - 1]! >= 0xc0) end--;
    head = head.subarray(0, end);
  }
  const detected = detectFileType(head);
  if (!detected.ok) return { ok: false, reason: detected.reason === 'executable' ? 'executable' : 'type' };
  const extension = ALLOWED.get(detected.contentType);
  if (!extension) return { ok: false, reason: 'type' };
  if (extension === 'txt' && /\.csv$/i.test(originalName)) return { ok: true, contentType: 'text/csv; charset=utf-8', filename: safeFilename(originalName, 'csv') };
  return { ok: true, contentType: detected.contentType, filename: safeFilename(originalName, extension) };
}
