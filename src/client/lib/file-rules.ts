import { limits } from '@/shared/options';

/** A file the adviser chose that will not be uploaded, and why (shown beside the drop zone). */
export type SkippedFile = { name: string; reason: string };

export type FileKind = 'image' | 'pdf' | 'other';

const megabytes = limits.maxFileBytes / (1024 * 1024);

export const skipReasons = {
  uploadType: 'not a PDF, JPEG, PNG or HEIC file',
  notImageOrPdf: 'not an image or PDF',
  tooLarge: `larger than ${megabytes} MB`,
  tooMany: `more than ${limits.maxFilesPerRequest} files at once`,
} as const;

/** Extensions the upload screen accepts (specification section 5). */
export const uploadScreenExtensions = ['.pdf', '.jpg', '.jpeg', '.png', '.heic'] as const;
export const uploadScreenAccept = uploadScreenExtensions.join(',');

/** The capture and bulk panels take any image and PDFs; HEIC often arrives without a MIME type. */
export const imageOrPdfAccept = 'image/*,application/pdf,.pdf,.heic,.heif';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

export function fileKind(file: { name: string; type: string }): FileKind {
  const extension = extensionOf(file.name);
  if (file.type === 'application/pdf' || extension === '.pdf') return 'pdf';
  if (file.type.startsWith('image/') || ['.heic', '.heif'].includes(extension)) return 'image';
  return 'other';
}

export function isImageOrPdf(file: { name: string; type: string }): boolean {
  return fileKind(file) !== 'other';
}

function isTooLarge(file: { size: number }): boolean {
  return file.size > limits.maxFileBytes;
}

/**
 * Upload screen: .pdf, .jpg, .jpeg, .png, .heic; 10 MB each; at most 10 files per selection. Files past
 * the tenth acceptable one are skipped, so the adviser can add them in a second selection.
 */
export function checkUploadScreenFiles<T extends File>(
  files: readonly T[],
): { accepted: T[]; skipped: SkippedFile[] } {
  const accepted: T[] = [];
  const skipped: SkippedFile[] = [];
  for (const file of files) {
    if (!(uploadScreenExtensions as readonly string[]).includes(extensionOf(file.name))) {
      skipped.push({ name: file.name, reason: skipReasons.uploadType });
    } else if (isTooLarge(file)) {
      skipped.push({ name: file.name, reason: skipReasons.tooLarge });
    } else if (accepted.length >= limits.maxFilesPerRequest) {
      skipped.push({ name: file.name, reason: skipReasons.tooMany });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, skipped };
}

export type CaptureFileCheck<T> = {
  accepted: T[];
  skipped: SkippedFile[];
  notImageOrPdf: number;
  tooLarge: number;
  tooMany: number;
};

/**
 * Capture screen: images and PDFs only. The server also refuses files over 10 MB and more than 10 files in
 * one request, so those are skipped here (with the reason) rather than failing the whole upload later.
 */
export function checkCaptureFiles<T extends File>(files: readonly T[], room: number): CaptureFileCheck<T> {
  const result: CaptureFileCheck<T> = {
    accepted: [],
    skipped: [],
    notImageOrPdf: 0,
    tooLarge: 0,
    tooMany: 0,
  };
  for (const file of files) {
    if (!isImageOrPdf(file)) {
      result.notImageOrPdf += 1;
      result.skipped.push({ name: file.name, reason: skipReasons.notImageOrPdf });
    } else if (isTooLarge(file)) {
      result.tooLarge += 1;
      result.skipped.push({ name: file.name, reason: skipReasons.tooLarge });
    } else if (result.accepted.length >= room) {
      result.tooMany += 1;
      result.skipped.push({ name: file.name, reason: skipReasons.tooMany });
    } else {
      result.accepted.push(file);
    }
  }
  return result;
}

/** The 'Some Files Skipped' description: the specification's sentence first, then any other reasons. */
export function captureSkippedDescription(
  check: Pick<CaptureFileCheck<unknown>, 'notImageOrPdf' | 'tooLarge' | 'tooMany'>,
) {
  const sentences: string[] = [];
  if (check.notImageOrPdf > 0)
    sentences.push(`${check.notImageOrPdf} file(s) were not images or PDFs and were skipped.`);
  if (check.tooLarge > 0)
    sentences.push(`${check.tooLarge} file(s) were larger than ${megabytes} MB and were skipped.`);
  if (check.tooMany > 0)
    sentences.push(
      `${check.tooMany} file(s) were skipped: at most ${limits.maxFilesPerRequest} documents can be processed at once.`,
    );
  return sentences.join(' ');
}

export type BulkFileCheck<T> = {
  accepted: T[];
  skipped: SkippedFile[];
  tooLarge: number;
  unsupported: number;
};

/** Bulk upload: images and PDFs only, 10 MB each. */
export function checkBulkFiles<T extends File>(files: readonly T[]): BulkFileCheck<T> {
  const result: BulkFileCheck<T> = { accepted: [], skipped: [], tooLarge: 0, unsupported: 0 };
  for (const file of files) {
    if (!isImageOrPdf(file)) {
      result.unsupported += 1;
      result.skipped.push({ name: file.name, reason: skipReasons.notImageOrPdf });
    } else if (isTooLarge(file)) {
      result.tooLarge += 1;
      result.skipped.push({ name: file.name, reason: skipReasons.tooLarge });
    } else {
      result.accepted.push(file);
    }
  }
  return result;
}
