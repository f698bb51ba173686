import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('file store settings', () => {
  it('keep files in the database when no bucket is set', () => {
    expect(loadConfig({}).files).toEqual({ backend: 'database' });
    // An empty value is an unset one (compose passes unset optional variables as '').
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '' }).files).toEqual({ backend: 'database' });
  });

  it('read every S3 setting once a bucket is set', () => {
    const config = loadConfig({
      S3_BUCKET: 'swat-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'me-central-1',
      S3_ACCESS_KEY_ID: 'swat-bff',
      S3_SECRET_ACCESS_KEY: 'a-secret',
      S3_FORCE_PATH_STYLE: '1',
      S3_SIGNED_DOWNLOADS: 'true',
      S3_PUBLIC_ENDPOINT: 'https://files.swatresearch.example',
    });
    expect(config.files).toEqual({
      backend: 's3',
      s3: {
        bucket: 'swat-files',
        endpoint: 'http://minio:9000',
        region: 'me-central-1',
        credentials: { accessKeyId: 'swat-bff', secretAccessKey: 'a-secret' },
        forcePathStyle: true,
        publicEndpoint: 'https://files.swatresearch.example',
      },
      signedDownloads: true,
    });
    // Amazon S3 with the pod's own role: no endpoint, no keys, virtual-host addressing, streamed downloads.
    expect(loadConfig({ S3_BUCKET: 'swat-files' }).files).toEqual({
      backend: 's3',
      s3: { bucket: 'swat-files', endpoint: undefined, region: 'us-east-1', credentials: undefined, forcePathStyle: false, publicEndpoint: undefined },
      signedDownloads: false,
    });
  });

  it('refuse a half-made setup instead of quietly keeping files in the database', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: set it too, or remove S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'swat-files', S3_ACCESS_KEY_ID: 'swat-bff' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither/);
    expect(() => loadConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET: a bucket name/);
  });
});
