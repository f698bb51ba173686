import type { ImportProblem } from './table-source';
import iconv from 'iconv-lite';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1256';

const isUtf8 = (bytes: Uint8Array): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.min(bytes.length, 4 << 20)));
    return true;
  } catch (error) {
    // A multi-byte character cut at the sample's end is still UTF-8.
    return bytes.length > 4 << 20 && error instanceof TypeError && isUtf8(bytes.subarray(0, (4 << 20) - 4));
  }
};

/**
 * The encoding a spreadsheet program saved a text file in. Excel's "Unicode text" is UTF-16
 * with a BOM; "CSV" on Arabic Windows is Windows-1256; everything else today is UTF-8.
 */
export function detectEncoding(bytes: Uint8Array): { encoding: TextEncoding; bomLength: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  // UTF-16 without a BOM: ASCII text has a zero in every other byte.
  const sample = bytes.subarray(0, Math.min(bytes.length, 2000));
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) evenZeros++;
    else oddZeros++;
  }
  if (oddZeros > sample.length / 4 && evenZeros === 0) return { encoding: 'utf-16le', bomLength: 0 };
  if (evenZeros > sample.length / 4 && oddZeros === 0) return { encoding: 'utf-16be', bomLength: 0 };
  return { encoding: isUtf8(bytes) ? 'utf-8' : 'windows-1256', bomLength: 0 };
}

/**
 * Why a text file cannot be read, when its encoding is one we do not read (UTF-32, UTF-7,
 * EBCDIC-style bytes would need guessing), or null. Named so the uploader knows what to change.
 */
export function unsupportedEncoding(bytes: Uint8Array): ImportProblem | null {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe && bytes[2] === 0 && bytes[3] === 0) || (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0xfe && bytes[3] === 0xff)) {
    return { key: 'import.text.utf32' };
  }
  if (bytes[0] === 0x2b && bytes[1] === 0x2f && bytes[2] === 0x76) return { key: 'import.text.utf7' };
  return null;
}

/** True when the bytes hold a NUL that is not UTF-16 padding: a binary file, not text. */
export function looksBinary(bytes: Uint8Array): boolean {
  const { encoding } = detectEncoding(bytes);
  return encoding.startsWith('utf-8') || encoding === 'windows-1256' ? bytes.subarray(0, 1 << 20).includes(0) : false;
}

/** The whole file as text (BOM removed). */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const { encoding, bomLength } = detectEncoding(bytes);
  const body = bytes.subarray(bomLength);
  const text = encoding === 'utf-8' ? new TextDecoder('utf-8').decode(body) : iconv.decode(Buffer.from(body.buffer, body.byteOffset, body.byteLength), encoding);
  return { text, encoding };
}
