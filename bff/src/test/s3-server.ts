import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config/env';

export interface TestS3Server {
  settings: S3Settings;
  /** The same settings as the bff reads them from its environment. */
  env: Record<string, string>;
  /** Stops answering (connections are refused from then on); the files stay until dispose. */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/** s3rver's fixed credentials: it checks every request's signature against them. */
const ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket in a
 * temporary folder: the S3 backend is tested against the protocol, not a mock of the SDK.
 */
export async function startS3Server(bucket = 'swat-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'swat-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    // Keep-alive sockets from the SDK would keep close() waiting.
    server.httpServer?.closeAllConnections();
    await server.close();
  };
  return {
    settings: { bucket, endpoint, region: 'us-east-1', credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY }, forcePathStyle: true, publicEndpoint: undefined },
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY, S3_FORCE_PATH_STYLE: '1' },
    stop,
    async dispose() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
