import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { FileSource } from './file-store';

/** The source as a stream of its bytes, read from disk as it is consumed. */
export function streamOf(source: FileSource, chunkBytes = 256 * 1024): Readable | AsyncIterable<Uint8Array> {
  if ('path' in source) return createReadStream(source.path, { highWaterMark: chunkBytes });
  if ('stream' in source) return source.stream;
  const { bytes } = source;
  return (async function* () {
    for (let at = 0; at < bytes.byteLength; at += chunkBytes) yield bytes.subarray(at, at + chunkBytes);
  })();
}

/**
 * The source's bytes in pieces of exactly `size` (the last one shorter), whatever sizes its stream
 * delivers. Holds at most one piece and one incoming chunk.
 */
export async function* chunksOf(source: FileSource, size: number): AsyncGenerator<Uint8Array> {
  let piece = new Uint8Array(size);
  let filled = 0;
  for await (const incoming of streamOf(source, size) as AsyncIterable<Uint8Array | string>) {
    const chunk = typeof incoming === 'string' ? Buffer.from(incoming) : incoming;
    let at = 0;
    while (at < chunk.byteLength) {
      const take = Math.min(size - filled, chunk.byteLength - at);
      // A chunk that is exactly one piece and lines up goes as it is, without a copy.
      if (filled === 0 && take === size) {
        yield chunk.subarray(at, at + size);
      } else {
        piece.set(chunk.subarray(at, at + take), filled);
        filled += take;
        if (filled === size) {
          yield piece;
          piece = new Uint8Array(size);
          filled = 0;
        }
      }
      at += take;
    }
  }
  if (filled > 0) yield piece.subarray(0, filled);
}
