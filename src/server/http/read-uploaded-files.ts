import type { FastifyRequest } from 'fastify';
import { AppError } from '@/shared/app-error';
import { limits } from '@/shared/options';
import { assertNoControlCharacters } from './refuse-control-characters';

export type UploadedFile = { fieldName: string; filename: string; bytes: Buffer; declaredMimeType: string };

const megabytes = limits.maxFileBytes / (1024 * 1024);

/**
 * Reads a multipart request whole: its files (at most 10, 10 MB each) and its text fields. Nothing is
 * stored here, so a request refused part-way leaves nothing behind.
 */
export async function readUploadedFiles(
  request: FastifyRequest,
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the files as multipart/form-data');
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFilesPerRequest,
        fields: 50,
        fieldSize: 100_000,
      },
    })) {
      if (part.type === 'file') {
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if (isFastifyError(error, 'FST_REQ_FILE_TOO_LARGE')) {
            throw new AppError('PAYLOAD_TOO_LARGE', `"${part.filename}" is larger than ${megabytes} MB`);
          }
          throw error;
        }
        files.push({
          fieldName: part.fieldname,
          filename: part.filename,
          bytes,
          declaredMimeType: part.mimetype,
        });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (isFastifyError(error, 'FST_FILES_LIMIT')) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `At most ${limits.maxFilesPerRequest} files can be uploaded at once`,
      );
    }
    throw error;
  }
  assertNoControlCharacters(fields);
  if (files.length === 0) throw new AppError('BAD_REQUEST', 'No files were uploaded');
  return { files, fields };
}

function isFastifyError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
