// The few parts of s3rver (a local S3-compatible server, a test dependency without types) the
// tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
