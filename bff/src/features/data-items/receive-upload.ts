import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { ApiError } from '../../http/errors';

/** The one file of an upload form, written to disk as it arrived. */
export interface ReceivedFile {
  name: string;
  path: string;
  size: number;
}

export interface ReceivedForm {
  /** The text fields; a file sent under any other name than `file` appears as "(a file)". */
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

export class UploadTooLarge extends Error {}

/** Browsers write `"`, CR and LF in a multipart file name as %22, %0D and %0A (HTML's form encoding); the name is the original. */
const decodeFormEscapes = (name: string) => name.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Reads a multipart upload as it streams in: the `file` part goes straight to `filePath`, the
 * text fields are collected. Reading the form whole (Request.formData, then File.arrayBuffer)
 * held three copies of a 25 MB file in the server at once; this holds a few chunks. Throws
 * UploadTooLarge past `maxFileBytes`, ApiError 400 for a form that cannot be read, and the
 * body stream's own error (the body limit's, a dropped connection) as it is. The caller removes
 * the file.
 */
export async function receiveUpload(request: Request, options: { maxFileBytes: number; filePath: string }): Promise<ReceivedForm> {
  if (!request.body) throw new ApiError(400, 'The upload could not be read as a form.');
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let written: Promise<void> = Promise.resolve();
  let tooLarge = false;
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { fileSize: options.maxFileBytes, files: 4, fields: 20, fieldSize: 64 * 1024, parts: 24 },
    });
  } catch {
    throw new ApiError(400, 'The upload could not be read as a form.');
  }
  parser.on('field', (name, value) => {
    fields[name] = value;
  });
  parser.on('file', (name: string, stream: BusboyFileStream, filename: string) => {
    if (name !== 'file' || file) {
      fields[name] = '(a file)';
      stream.resume();
      return;
    }
    const received: ReceivedFile = { name: decodeFormEscapes(filename), path: options.filePath, size: 0 };
    file = received;
    stream.on('data', (chunk: Buffer) => (received.size += chunk.length));
    stream.on('limit', () => (tooLarge = true));
    written = pipeline(stream, createWriteStream(options.filePath));
    // Awaited below, once the form is read; a disk error before then must not count as unhandled.
    written.catch(() => undefined);
  });
  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  let bodyError: unknown = null;
  body.once('error', (error) => (bodyError = error));
  try {
    try {
      await pipeline(body, parser);
    } catch (error) {
      await written.catch(() => undefined);
      // The body's own failure (over the body limit, a dropped connection) is for the caller; anything else is the form.
      throw bodyError ?? (error instanceof ApiError ? error : new ApiError(400, 'The upload could not be read as a form.'));
    }
    await written;
    if (tooLarge) throw new UploadTooLarge();
  } catch (error) {
    await rm(options.filePath, { force: true });
    throw error;
  }
  return { fields, file };
}
