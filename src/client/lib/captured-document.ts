import { documentTypeLabels, type DocumentType } from '@/shared/options';
import { fileKind } from './file-rules';

/** A document waiting in the capture grid (specification section 3, captured document item). */
export type CapturedDocument = {
  id: string;
  /** 'auto' lets classification decide. */
  type: DocumentType | 'auto';
  /** An object URL for the thumbnail, for images the browser can draw; null for PDFs and HEIC. */
  imageUrl: string | null;
  filename: string;
  file: File;
  /** A photo from the camera, or a file chosen or dropped. */
  origin: 'camera' | 'file';
};

export const autoTypeLabel = 'Document (AI will identify)';

export function capturedTypeLabel(type: CapturedDocument['type']): string {
  return type === 'auto' ? autoTypeLabel : documentTypeLabels[type];
}

let sequence = 0;
function localId(): string {
  sequence += 1;
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `captured-${Date.now()}-${sequence}`;
}

/** Browsers draw JPEG, PNG, WebP, GIF and the like; HEIC they mostly cannot. */
function canPreview(file: File): boolean {
  return fileKind(file) === 'image' && file.type !== '' && !/hei[cf]/i.test(file.type);
}

export function toCapturedDocument(
  file: File,
  type: CapturedDocument['type'],
  origin: CapturedDocument['origin'],
): CapturedDocument {
  return {
    id: localId(),
    type,
    imageUrl: canPreview(file) ? URL.createObjectURL(file) : null,
    filename: file.name,
    file,
    origin,
  };
}

export function releaseCapturedDocument(document: CapturedDocument): void {
  if (document.imageUrl) URL.revokeObjectURL(document.imageUrl);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** "capture-2026-03-12-143005-120.jpg": a photo's name is the moment it was taken (local time). */
export function timestampedPhotoName(at: Date = new Date()): string {
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}-${pad(at.getMilliseconds(), 3)}`;
  return `capture-${date}-${time}.jpg`;
}
