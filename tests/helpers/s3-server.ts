// A local S3-compatible server (s3rver) for the S3 upload storage tests: a free loopback port, a
// bucket, its files in a temporary directory, and the environment an app needs to use it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadConfig, type S3Config } from '../../server/config';

export type LocalS3 = {
  /** S3_BUCKET, AWS_REGION, AWS_ENDPOINT_URL_S3 and s3rver's fixed keys, for an app or a child process. */
  env: Record<string, string>;
  config: S3Config;
  /** How many objects the bucket holds (files on s3rver's disk, for "stored there, not locally"). */
  objectCount(): number;
  close(): Promise<void>;
};

export async function startLocalS3(bucket = 'pawsconnect-uploads'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    AWS_REGION: 'us-east-1',
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
    // s3rver checks signatures made with these.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return {
    env,
    config: loadConfig(env).s3!,
    objectCount: () => countObjects(path.join(directory, bucket)),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** s3rver keeps each object as '<key>._S3rver_object' beside its metadata files. */
function countObjects(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('._S3rver_object')).length;
}
