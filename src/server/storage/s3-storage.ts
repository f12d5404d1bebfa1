import {
  DeleteObjectCommand,
  GetBucketVersioningCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { MissingFileError, StorageUnavailableError, type Storage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible service's address (MinIO, a local fake); left out for AWS itself. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's default chain (environment, profile, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Put before every key, e.g. `factfind` makes `documents/…` into `factfind/documents/…`. */
  prefix?: string;
};

/** Whether the SDK's error says the object is not there (a missing bucket is a setup fault, not a missing file). */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === 'NoSuchBucket') return false;
  if (error.name === 'NoSuchKey') return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

function createS3Client(options: S3StorageOptions): S3Client {
  const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = options;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error('S3 storage needs both an access key id and a secret access key, or neither');
  }
  const config: S3ClientConfig = { region, forcePathStyle };
  if (endpoint !== undefined) {
    config.endpoint = endpoint;
    // Not every S3-compatible service understands the SDK's newer default checksums.
    config.requestChecksumCalculation = 'WHEN_REQUIRED';
    config.responseChecksumValidation = 'WHEN_REQUIRED';
  }
  if (accessKeyId !== undefined && secretAccessKey !== undefined) {
    config.credentials = { accessKeyId, secretAccessKey };
  }
  return new S3Client(config);
}

/**
 * The bucket's versioning ('Enabled', 'Suspended', or 'Off' when never turned on): with it enabled, a
 * deleted or overwritten original can be brought back as it was at a backup's time (README, Backups).
 */
export async function readBucketVersioning(options: S3StorageOptions): Promise<string> {
  const client = createS3Client(options);
  try {
    const answer = await client.send(new GetBucketVersioningCommand({ Bucket: options.bucket }));
    return answer.Status ?? 'Off';
  } finally {
    client.destroy();
  }
}

/** Files as objects in one bucket of S3 or an S3-compatible service. One client per storage. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket, endpoint } = options;
  const client = createS3Client(options);

  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const objectKey = (key: string) => {
    if (key === '' || key.startsWith('/')) throw new Error(`Refusing an unexpected storage key: ${key}`);
    return prefix === '' ? key : `${prefix}/${key}`;
  };

  return {
    async put(key, bytes, contentType) {
      const objectName = objectKey(key);
      await client
        .send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectName,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            ...(endpoint === undefined ? { ServerSideEncryption: 'AES256' as const } : {}),
          }),
        )
        .catch((error: unknown) => {
          throw new StorageUnavailableError({ cause: error });
        });
    },
    async get(key) {
      let body;
      try {
        ({ Body: body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) })));
      } catch (error) {
        if (isMissingObject(error)) throw new MissingFileError(key, { cause: error });
        throw error;
      }
      if (body === undefined) throw new MissingFileError(key);
      const bytes = await body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a key that is not there with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
