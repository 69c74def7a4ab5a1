/** The part of s3rver (a local S3-compatible server, test only) the S3 adapter test uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  type Options = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: string[] }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
