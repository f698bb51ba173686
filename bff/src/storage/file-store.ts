import type { Readable } from 'node:stream';

/**
 * Where a stored file is: a namespace naming what kind of file it is (data-items, deliverables,
 * attachments…) and an id within it, e.g. `data-items/3f2c…`. The same key names the file in
 * every backend (a database row, an S3 object), so moving backends moves no names.
 */
export type FileKey = `${string}/${string}`;

const NAMESPACE = /^[a-z][a-z0-9-]{0,39}$/;
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A key from a namespace and an id; both are checked, so no key can climb out of its namespace. */
export function fileKey(namespace: string, id: string): FileKey {
  if (!NAMESPACE.test(namespace)) throw new Error(`not a file namespace: ${namespace}`);
  if (!ID.test(id) || id.includes('..')) throw new Error(`not a file id: ${id}`);
  return `${namespace}/${id}`;
}

export interface StoredFileInfo {
  key: FileKey;
  /** The type given when the file was stored. */
  contentType: string;
  sizeBytes: number;
}

/** A stored file being read: its body streams, so no backend holds the whole file. */
export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

/**
 * What to store. A file on disk is the way for anything large (an upload is on disk already); a
 * stream when the bytes come from elsewhere; bytes only for what is small and in memory anyway.
 */
export type FileSource = { path: string } | { stream: Readable } | { bytes: Uint8Array };

export interface SignedDownload {
  /** The name the browser saves the file as (Content-Disposition: attachment). */
  filename: string;
  /** The type the response carries; the stored type as a rule. */
  contentType: string;
  /** How long the link works; at most MAX_SIGNED_URL_SECONDS. */
  expiresInSeconds?: number;
}

/** Signed links are for a download that starts now, not for sharing. */
export const MAX_SIGNED_URL_SECONDS = 300;

/**
 * Every stored file of the bff goes through this: data-item originals, deliverables, message
 * attachments. Missing files answer null (never throw); a backend that cannot be reached throws
 * FileStoreUnavailable, which the app answers with 503.
 */
export interface FileStore {
  readonly backend: 'database' | 's3';
  /** Stores the file under `key`, replacing what was there. Until it resolves, readers see the old file or none. */
  put(key: FileKey, source: FileSource, options: { contentType: string }): Promise<StoredFileInfo>;
  stat(key: FileKey): Promise<StoredFileInfo | null>;
  exists(key: FileKey): Promise<boolean>;
  /** The file as a stream, or null when there is none. */
  open(key: FileKey): Promise<StoredFile | null>;
  /** The whole file in memory: for small files only, and refused (FileTooLargeToRead) past `maxBytes`. */
  readBytes(key: FileKey, options?: { maxBytes?: number }): Promise<Uint8Array | null>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(key: FileKey): Promise<void>;
  /**
   * A link the browser can download the file from directly, valid for a few minutes, that answers
   * with the given name as an attachment and the given type; null when this backend has no such
   * links (the bff then streams the file itself). Does not check that the file exists.
   */
  signedDownloadUrl(key: FileKey, download: SignedDownload): Promise<string | null>;
}

/** The backend did not answer or refused: nothing was changed by the call that threw it. */
export class FileStoreUnavailable extends Error {
  constructor(options: { cause: unknown }) {
    super('Stored files cannot be reached at the moment. Please try again in a few minutes.', options);
    this.name = 'FileStoreUnavailable';
  }
}

export class FileTooLargeToRead extends Error {
  constructor(key: FileKey, size: number, maxBytes: number) {
    super(`${key} has ${size} bytes, more than the ${maxBytes} that may be read into memory; open it as a stream`);
    this.name = 'FileTooLargeToRead';
  }
}

/** What readBytes allows without a `maxBytes`: enough for any small file, too little for a dataset. */
export const DEFAULT_READ_BYTES_LIMIT = 32 * 1024 * 1024;

/** Reads an opened file into one buffer of its announced size, or refuses before reading when it is too large. */
export async function readWhole(file: StoredFile, maxBytes = DEFAULT_READ_BYTES_LIMIT): Promise<Uint8Array> {
  if (file.sizeBytes > maxBytes) {
    file.body.destroy();
    throw new FileTooLargeToRead(file.key, file.sizeBytes, maxBytes);
  }
  const whole = new Uint8Array(file.sizeBytes);
  let at = 0;
  for await (const chunk of file.body as AsyncIterable<Uint8Array>) {
    if (at + chunk.byteLength > whole.byteLength) {
      file.body.destroy();
      throw new Error(`${file.key} is longer than its recorded ${file.sizeBytes} bytes`);
    }
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  if (at !== whole.byteLength) throw new Error(`${file.key} ended after ${at} of its ${file.sizeBytes} bytes`);
  return whole;
}
