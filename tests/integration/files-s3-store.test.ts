/**
 * The S3 file store (lib/files/s3-store.ts). No S3 service runs on these machines, so the client's
 * HTTP handler is replaced by one that records each request and answers as S3 does: this checks
 * the requests the store makes (method, path-style address, signature, body) and how it reads the
 * answers, not a real bucket. The database store is tested for real in files-pipeline.test.ts.
 */
import crypto from "node:crypto";
import os from "node:os";
import { Readable } from "node:stream";
import { HttpResponse, type HttpRequest } from "@smithy/core/transport";
import { parseConfig, type S3Config } from "@/lib/config";
import { s3Client, s3FileStore } from "@/lib/files/s3-store";
import { addressOf } from "@/lib/files/store";

const SETTINGS: S3Config = {
  bucket: "dseu-files",
  region: "ap-south-1",
  endpoint: "http://127.0.0.1:9000",
  credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY" },
};

type Answer = { statusCode: number; body?: string | Uint8Array; headers?: Record<string, string> };

function recordingStore(answer: (request: HttpRequest) => Answer) {
  const requests: { request: HttpRequest; body: Buffer }[] = [];
  const client = s3Client(SETTINGS);
  client.config.requestHandler = {
    async handle(request: HttpRequest) {
      const body =
        request.body instanceof Uint8Array || typeof request.body === "string"
          ? Buffer.from(request.body)
          : Buffer.alloc(0);
      requests.push({ request, body });
      const reply = answer(request);
      return {
        response: new HttpResponse({
          statusCode: reply.statusCode,
          headers: reply.headers ?? {},
          body: Readable.from(reply.body === undefined ? [] : [Buffer.from(reply.body)]),
        }),
      };
    },
  } as unknown as typeof client.config.requestHandler;
  return { store: s3FileStore(SETTINGS, client), requests };
}

const bytes = crypto.randomBytes(2048);
const address = addressOf(bytes);

test("stage writes the bytes under their content address, path-style, signed for the bucket's region", async () => {
  const { store, requests } = recordingStore(() => ({ statusCode: 200, headers: { etag: '"x"' } }));
  await store.stage(address.key, { kind: "memory", bytes }, bytes.byteLength);
  expect(requests).toHaveLength(1);
  const [{ request, body }] = requests as [(typeof requests)[number]];
  expect(request).toMatchObject({
    method: "PUT",
    hostname: "127.0.0.1",
    port: 9000,
    path: `/dseu-files/${address.key}`,
  });
  expect(body.equals(bytes)).toBe(true);
  expect(request.headers["content-length"]).toBe(String(bytes.byteLength));
  expect(request.headers.authorization).toMatch(
    /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=.*host.*, Signature=[0-9a-f]{64}$/,
  );
});

test("read gets the object's bytes, and answers undefined when the bucket has no such key", async () => {
  const { store, requests } = recordingStore((request): Answer =>
    request.path.endsWith(address.key)
      ? { statusCode: 200, body: bytes, headers: { "content-length": String(bytes.byteLength) } }
      : {
          statusCode: 404,
          body: "<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>",
          headers: { "content-type": "application/xml" },
        },
  );
  expect((await store.read({ id: "0".repeat(24), storageKey: address.key }))!.equals(bytes)).toBe(true);
  expect(await store.read({ id: "0".repeat(24), storageKey: `00/${"0".repeat(64)}` })).toBeUndefined();
  expect(requests.map(({ request }) => [request.method, request.path])).toEqual([
    ["GET", `/dseu-files/${address.key}`],
    ["GET", `/dseu-files/00/${"0".repeat(64)}`],
  ]);
});

test("remove deletes the object; other failures are not swallowed", async () => {
  const { store, requests } = recordingStore((request) =>
    request.method === "DELETE"
      ? { statusCode: 204 }
      : { statusCode: 403, body: "<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>" },
  );
  await store.remove(address.key);
  expect(requests[0]!.request).toMatchObject({ method: "DELETE", path: `/dseu-files/${address.key}` });
  await expect(store.read({ id: "0".repeat(24), storageKey: address.key })).rejects.toMatchObject({
    name: "AccessDenied",
  });
});

describe("configuration", () => {
  const base = { DATA_DIR: os.tmpdir(), AUTH_SECRET: "x".repeat(40) };
  test("S3_* variables select the bucket; without S3_BUCKET files stay in the database", () => {
    expect(parseConfig(base).s3).toBeUndefined();
    expect(parseConfig({ ...base, S3_BUCKET: "dseu-files" }).s3).toEqual({
      bucket: "dseu-files",
      region: "us-east-1",
      endpoint: undefined,
      credentials: undefined,
    });
    expect(
      parseConfig({
        ...base,
        S3_BUCKET: "dseu-files",
        S3_REGION: "ap-south-1",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
        S3_SECRET_ACCESS_KEY: "secret",
      }).s3,
    ).toEqual({
      bucket: "dseu-files",
      region: "ap-south-1",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret" },
    });
  });

  test("half a configuration is refused with a clear message", () => {
    expect(() => parseConfig({ ...base, S3_BUCKET: "b", S3_ACCESS_KEY_ID: "AKIDEXAMPLE" })).toThrow(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
    expect(() => parseConfig({ ...base, S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      "S3_BUCKET is required when other S3_* variables are set.",
    );
    expect(() => parseConfig({ ...base, S3_BUCKET: "b", S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
  });
});
