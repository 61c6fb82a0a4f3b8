import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { createS3Client } from "../../server/features/uploads/s3-photo-storage";

/** s3rver's fixed credentials: it checks the signature against them. */
const ACCESS_KEY = "S3RVER";

export interface S3TestServer {
  bucket: string;
  /** The settings that point the app (or a script) at this server, as environment variables. */
  env: Record<string, string>;
  /** A real AWS SDK client on the server, for looking at the bucket from the test. */
  client: S3Client;
  listKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) in this process, on a free loopback port, keeping its objects in a
 * temporary folder: the app's real AWS SDK calls go through HTTP to it as they would to S3, R2 or MinIO.
 */
export async function startS3TestServer(bucket = "listing-photos"): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "upm-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = {
    MEDIA_STORAGE: "s3",
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  };
  const client = createS3Client({
    kind: "s3",
    bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    bucket,
    env,
    client,
    async listKeys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
