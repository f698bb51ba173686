import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config/env';
import { contentDisposition } from '../http/content-disposition';
import { FileStoreUnavailable, MAX_SIGNED_URL_SECONDS, readWhole, type FileKey, type FileStore, type StoredFile } from './file-store';
import { streamOf } from './source-chunks';

/** Multipart parts: a large file is sent this many bytes at a time, two parts in flight, so an upload holds about 16 MB. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function clientFor(settings: S3Settings, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(endpoint ? { endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // The SDK's default checksums stream with aws-chunked trailers, which MinIO versions and other
    // S3-compatible servers do not all accept; Content-MD5/ETag checks remain where S3 needs them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer is reported within seconds (then 503), not after the request's own timeout.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
    maxAttempts: 3,
  });
}

const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey');

/** Any failure to talk to the store (refused, timed out, denied, no such bucket) is the store being unavailable. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FileStoreUnavailable) throw error;
    throw new FileStoreUnavailable({ cause: error });
  }
}

/** Counts what passes, so the stored size is known without asking the store again. */
function counted(source: AsyncIterable<Uint8Array | string>, onDone: (bytes: number) => void): Readable {
  return Readable.from(
    (async function* () {
      let bytes = 0;
      for await (const chunk of source) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        bytes += buffer.byteLength;
        yield buffer;
      }
      onDone(bytes);
    })(),
    { objectMode: false },
  );
}

/**
 * Files as objects in one private bucket, under their keys. Uploads go in parts from the source's
 * stream (lib-storage), reads stream the object's body, and downloads can skip the bff with a
 * short-lived signed link. The store's errors become FileStoreUnavailable; a missing object is null.
 */
export function s3FileStore(settings: S3Settings): FileStore & { destroy(): void } {
  const client = clientFor(settings, settings.endpoint);
  // Signing is local: a second client only so that links name the address browsers use.
  const signer = settings.publicEndpoint ? clientFor(settings, settings.publicEndpoint) : client;
  const Bucket = settings.bucket;

  const stat = async (key: FileKey) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { key, contentType: head.ContentType ?? 'application/octet-stream', sizeBytes: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new FileStoreUnavailable({ cause: error });
    }
  };
  const open = async (key: FileKey): Promise<StoredFile | null> => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error('the S3 client gave no Node stream for an object');
      return { key, contentType: object.ContentType ?? 'application/octet-stream', sizeBytes: object.ContentLength ?? 0, body: object.Body };
    } catch (error) {
      if (isMissing(error)) return null;
      throw new FileStoreUnavailable({ cause: error });
    }
  };

  return {
    backend: 's3',
    async put(key, source, { contentType }) {
      let sizeBytes = 0;
      const Body = counted(streamOf(source) as AsyncIterable<Uint8Array | string>, (n) => (sizeBytes = n));
      const upload = new Upload({ client, params: { Bucket, Key: key, Body, ContentType: contentType }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT });
      // A failed multipart upload is aborted by lib-storage: no parts are left to pay for.
      await call(() => upload.done());
      return { key, contentType, sizeBytes };
    },
    stat,
    exists: async (key) => (await stat(key)) !== null,
    open,
    async readBytes(key, options) {
      const file = await open(key);
      return file && readWhole(file, options?.maxBytes);
    },
    async delete(key) {
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async signedDownloadUrl(key, { filename, contentType, expiresInSeconds = MAX_SIGNED_URL_SECONDS }) {
      const command = new GetObjectCommand({ Bucket, Key: key, ResponseContentDisposition: contentDisposition(filename), ResponseContentType: contentType, ResponseCacheControl: 'private, no-store' });
      return call(() => getSignedUrl(signer, command, { expiresIn: Math.min(Math.max(1, Math.floor(expiresInSeconds)), MAX_SIGNED_URL_SECONDS) }));
    },
    destroy() {
      client.destroy();
      if (signer !== client) signer.destroy();
    },
  };
}
