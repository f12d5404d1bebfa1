import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;
const TB = 1024 * GB;

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [Math.round(1.2 * KB), '1.2 KB'],
    [Math.round(3.4 * MB), '3.4 MB'],
  ])('shows %d bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('shows whole bytes below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(1023)).toBe('1,023 B');
  });

  it('counts 1 KB as 1024 bytes and drops a trailing .0', () => {
    expect(formatFileSize(KB)).toBe('1 KB');
    expect(formatFileSize(1.5 * KB)).toBe('1.5 KB');
    expect(formatFileSize(MB)).toBe('1 MB');
  });

  it('shows at most one decimal', () => {
    expect(formatFileSize(1.25 * MB)).toBe('1.3 MB');
    expect(formatFileSize(123.45 * KB)).toBe('123.5 KB');
  });

  it('moves to the next unit when rounding reaches 1024', () => {
    expect(formatFileSize(MB - 1)).toBe('1 MB');
    expect(formatFileSize(1023.9 * KB)).toBe('1,023.9 KB');
  });

  it('goes up to GB and TB', () => {
    expect(formatFileSize(2.5 * GB)).toBe('2.5 GB');
    expect(formatFileSize(3 * TB)).toBe('3 TB');
    expect(formatFileSize(2048 * TB)).toBe('2,048 TB');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])("returns '' for %s", (bytes) => {
    expect(formatFileSize(bytes)).toBe('');
  });

  it('always shows a number and a unit for any size', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), (bytes) => {
        expect(formatFileSize(bytes)).toMatch(/^\d{1,3}(,\d{3})*(\.\d)? (B|KB|MB|GB|TB)$/);
      }),
    );
  });

  it('never throws and is empty for anything that is not a size', () => {
    fc.assert(
      fc.property(fc.double(), (bytes) => {
        const shown = formatFileSize(bytes);
        if (!(bytes >= 0) || !Number.isFinite(bytes)) expect(shown).toBe('');
      }),
    );
  });
});
