/** The part of the S3 test server's API the tests use (the package ships no types). */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  type TS3rverOptions = {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string }[];
  };

  export default class S3rver {
    constructor(options: TS3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
