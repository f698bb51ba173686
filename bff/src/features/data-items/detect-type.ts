/** What the bytes say a file is; the name and the browser's stated type are never trusted. */
export type Detected =
  | { ok: true; contentType: string; extension: string }
  | { ok: false; reason: 'executable' | 'unrecognised' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

const EXECUTABLES: readonly (readonly number[])[] = [
  ascii('MZ'), // Windows PE
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O fat / Java class
  ascii('#!'), // scripts
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
];

const OOXML: readonly { folder: string; contentType: string; extension: string }[] = [
  { folder: 'xl/', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  { folder: 'word/', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  { folder: 'ppt/', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx' },
];

/** Entry names of a ZIP, read from its local file headers (enough to tell Office files apart). */
function zipEntryNames(bytes: Uint8Array, max = 2_000): string[] {
  const names: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  for (let i = 0; i + 30 <= bytes.length && names.length < max; ) {
    if (view.getUint32(i, true) !== 0x04034b50) break;
    const flags = view.getUint16(i + 6, true);
    const compressedSize = view.getUint32(i + 18, true);
    const nameLength = view.getUint16(i + 26, true);
    const extraLength = view.getUint16(i + 28, true);
    names.push(decoder.decode(bytes.subarray(i + 30, i + 30 + nameLength)));
    // With a data descriptor (flag bit 3) the size is unknown here: stop, what we have is enough.
    if (flags & 0x08) break;
    i += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function detectFileType(bytes: Uint8Array): Detected {
  if (bytes.length === 0) return { ok: false, reason: 'unrecognised' };
  if (startsWith(bytes, ascii('%PDF-'))) return { ok: true, contentType: 'application/pdf', extension: 'pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ok: true, contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (names.includes('[Content_Types].xml') || names.some((n) => OOXML.some((o) => n.startsWith(o.folder)))) {
      const kind = OOXML.find((o) => names.some((n) => n.startsWith(o.folder)));
      if (kind) return { ok: true, contentType: kind.contentType, extension: kind.extension };
    }
    // A plain ZIP could carry anything, executables included.
    return { ok: false, reason: 'unrecognised' };
  }
  // SPSS system files: "$FL2" (uncompressed or bytecode) or "$FL3" (zlib).
  if (startsWith(bytes, ascii('$FL2')) || startsWith(bytes, ascii('$FL3'))) return { ok: true, contentType: 'application/x-spss-sav', extension: 'sav' };
  if (EXECUTABLES.some((sig) => startsWith(bytes, sig))) return { ok: false, reason: 'executable' };
  if (isUtf8Text(bytes)) return { ok: true, contentType: 'text/plain; charset=utf-8', extension: 'txt' };
  return { ok: false, reason: 'unrecognised' };
}
