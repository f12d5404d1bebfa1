import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import S3rver from 's3rver';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

const bucket = 'factfind-test';
// s3rver's built-in account.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let server: S3rver;
let directory: string;
let endpoint: string;
let inspector: S3Client;

const documentKey = () => `documents/${randomUUID()}/${randomUUID()}`;
const storageFor = (overrides: Partial<S3StorageOptions> = {}) =>
  createS3Storage({
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    ...credentials,
    ...overrides,
  });

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'factfind-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  inspector = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
});

afterAll(async () => {
  inspector?.destroy();
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('createS3Storage against a local S3', () => {
  it('gives back the same bytes it was given, with the content type stored', async () => {
    const storage = storageFor();
    const key = documentKey();
    // Every byte value, so nothing is treated as text on the way.
    const bytes = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(64 * 1024),
    ]);
    await storage.put(key, bytes, 'application/pdf');

    const back = await storage.get(key);
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back.equals(bytes)).toBe(true);

    const head = await inspector.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(head.ContentType).toBe('application/pdf');
    expect(head.ContentLength).toBe(bytes.length);
  });

  it('replaces a file put again under the same key', async () => {
    const storage = storageFor();
    const key = documentKey();
    await storage.put(key, Buffer.from('first'), 'text/plain');
    await storage.put(key, Buffer.from('second'), 'text/plain');
    expect((await storage.get(key)).toString()).toBe('second');
  });

  it('stores an empty file', async () => {
    const storage = storageFor();
    const key = documentKey();
    await storage.put(key, Buffer.alloc(0), 'application/octet-stream');
    expect((await storage.get(key)).length).toBe(0);
  });

  it('says a file is missing after it is deleted, in its own words', async () => {
    const storage = storageFor();
    const key = documentKey();
    await storage.put(key, Buffer.from('gone soon'), 'text/plain');
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toThrow(`Stored file is missing: ${key}`);
  });

  it('says a file that was never put is missing', async () => {
    await expect(storageFor().get(documentKey())).rejects.toThrow(/^Stored file is missing: documents\//);
  });

  it('deletes a key that is not there without complaint', async () => {
    await expect(storageFor().delete(documentKey())).resolves.toBeUndefined();
  });

  it('keeps its objects under the prefix, and apart from another prefix', async () => {
    const prefix = `tenant-${randomUUID()}`;
    const storage = storageFor({ prefix: `${prefix}/` });
    const key = documentKey();
    await storage.put(key, Buffer.from('under a prefix'), 'text/plain');

    const listed = await inspector.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/` }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual([`${prefix}/${key}`]);
    expect((await storage.get(key)).toString()).toBe('under a prefix');
    await expect(storageFor().get(key)).rejects.toThrow('Stored file is missing');

    await storage.delete(key);
    const after = await inspector.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/` }));
    expect(after.Contents ?? []).toEqual([]);
  });

  it('passes on errors other than a missing file, such as a missing bucket', async () => {
    const storage = storageFor({ bucket: 'no-such-bucket-here' });
    await expect(storage.put(documentKey(), Buffer.from('x'), 'text/plain')).rejects.toThrow();
    const failure = await storage.get(documentKey()).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).name).toBe('NoSuchBucket');
    expect((failure as Error).message).not.toMatch(/Stored file is missing/);
  });
});

describe('createS3Storage settings', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks AWS itself for AES256 server-side encryption, and a custom endpoint for none', async () => {
    const send = vi.spyOn(S3Client.prototype, 'send').mockImplementation(async () => ({}));
    await createS3Storage({ bucket, region: 'eu-west-1', forcePathStyle: false }).put(
      'documents/a/b',
      Buffer.from('x'),
      'text/plain',
    );
    await storageFor().put('documents/a/b', Buffer.from('x'), 'text/plain');

    const inputs = send.mock.calls.map(([command]) => (command as PutObjectCommand).input);
    expect(inputs[0]).toMatchObject({ Bucket: bucket, Key: 'documents/a/b', ContentType: 'text/plain' });
    expect(inputs[0]?.ServerSideEncryption).toBe('AES256');
    expect(inputs[1]?.ServerSideEncryption).toBeUndefined();
  });

  it('refuses half a pair of credentials', () => {
    expect(() =>
      createS3Storage({ bucket, region: 'us-east-1', forcePathStyle: true, accessKeyId: 'only' }),
    ).toThrow(/both an access key id and a secret access key/);
  });
});
