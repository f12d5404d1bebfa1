import { describe, expect, it } from 'vitest';
import {
  captureSkippedDescription,
  checkBulkFiles,
  checkCaptureFiles,
  checkUploadScreenFiles,
  fileKind,
} from './file-rules';

const megabyte = 1024 * 1024;
function file(name: string, type: string, size = 1000): File {
  const contents = new Uint8Array(size);
  return new File([contents], name, { type });
}

describe('upload screen rules', () => {
  it('keeps .pdf, .jpg, .jpeg, .png and .heic up to 10 MB, and says why the others were skipped', () => {
    const { accepted, skipped } = checkUploadScreenFiles([
      file('statement.PDF', 'application/pdf'),
      file('photo.jpeg', 'image/jpeg'),
      file('scan.heic', ''),
      file('notes.docx', 'application/msword'),
      file('picture.gif', 'image/gif'),
      file('huge.pdf', 'application/pdf', 10 * megabyte + 1),
      file('exact.png', 'image/png', 10 * megabyte),
    ]);
    expect(accepted.map((accepted) => accepted.name)).toEqual([
      'statement.PDF',
      'photo.jpeg',
      'scan.heic',
      'exact.png',
    ]);
    expect(skipped).toEqual([
      { name: 'notes.docx', reason: 'not a PDF, JPEG, PNG or HEIC file' },
      { name: 'picture.gif', reason: 'not a PDF, JPEG, PNG or HEIC file' },
      { name: 'huge.pdf', reason: 'larger than 10 MB' },
    ]);
  });

  it('takes at most 10 files from one selection', () => {
    const files = Array.from({ length: 12 }, (_, index) => file(`page-${index + 1}.pdf`, 'application/pdf'));
    const { accepted, skipped } = checkUploadScreenFiles(files);
    expect(accepted).toHaveLength(10);
    expect(skipped.map((skip) => skip.name)).toEqual(['page-11.pdf', 'page-12.pdf']);
    expect(skipped[0]?.reason).toBe('more than 10 files at once');
  });
});

describe('capture screen rules', () => {
  it('accepts any image and PDFs, HEIC even without a MIME type', () => {
    const check = checkCaptureFiles(
      [file('a.webp', 'image/webp'), file('b.pdf', ''), file('c.HEIC', ''), file('d.txt', 'text/plain')],
      10,
    );
    expect(check.accepted.map((accepted) => accepted.name)).toEqual(['a.webp', 'b.pdf', 'c.HEIC']);
    expect(check.notImageOrPdf).toBe(1);
    expect(captureSkippedDescription(check)).toBe('1 file(s) were not images or PDFs and were skipped.');
  });

  it('skips files over 10 MB and past the room left in the batch, with the reasons', () => {
    const check = checkCaptureFiles(
      [
        file('big.jpg', 'image/jpeg', 11 * megabyte),
        file('one.jpg', 'image/jpeg'),
        file('two.jpg', 'image/jpeg'),
        file('x.zip', 'application/zip'),
      ],
      1,
    );
    expect(check.accepted.map((accepted) => accepted.name)).toEqual(['one.jpg']);
    expect(check).toMatchObject({ notImageOrPdf: 1, tooLarge: 1, tooMany: 1 });
    expect(captureSkippedDescription(check)).toBe(
      '1 file(s) were not images or PDFs and were skipped. 1 file(s) were larger than 10 MB and were skipped. ' +
        '1 file(s) were skipped: at most 10 documents can be processed at once.',
    );
  });
});

describe('bulk upload rules', () => {
  it('counts oversize and unsupported files separately', () => {
    const check = checkBulkFiles([
      file('a.pdf', 'application/pdf'),
      file('b.png', 'image/png', 10 * megabyte + 1),
      file('c.csv', 'text/csv'),
      file('d.csv', 'text/csv'),
    ]);
    expect(check.accepted.map((accepted) => accepted.name)).toEqual(['a.pdf']);
    expect(check.tooLarge).toBe(1);
    expect(check.unsupported).toBe(2);
  });
});

describe('fileKind', () => {
  it('tells images, PDFs and other files apart', () => {
    expect(fileKind({ name: 'x.pdf', type: '' })).toBe('pdf');
    expect(fileKind({ name: 'x', type: 'image/png' })).toBe('image');
    expect(fileKind({ name: 'x.heif', type: '' })).toBe('image');
    expect(fileKind({ name: 'x.doc', type: 'application/msword' })).toBe('other');
  });
});
