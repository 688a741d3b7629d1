import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config";
import fs from "node:fs";
import type { FileStore } from "./store";

/**
 * Uploaded files in an S3 bucket (AWS, or an S3-compatible service at S3_ENDPOINT). The bucket is
 * written before the transaction that adds the file's row, as the store cannot join it; a failed
 * transaction removes the object again unless some row uses the same bytes.
 */
export function s3Client(settings: S3Config): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // S3-compatible services are usually addressed by path (host/bucket/key), not by bucket host name.
    forcePathStyle: settings.endpoint !== undefined,
    credentials: settings.credentials,
  });
}

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

export function s3FileStore(settings: S3Config, client: S3Client = s3Client(settings)): FileStore {
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async stage(key, body, size) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          // A spooled upload streams from disk.
          Body: body.kind === "memory" ? body.bytes : fs.createReadStream(body.path),
          ContentLength: size,
          ContentType: "application/octet-stream",
        }),
      );
    },
    attach: async () => {},
    async read(file) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: file.storageKey }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
