import { constants, deflateRawSync } from 'node:zlib';

/** A PDF of one page whose content stream is `body` (already encoded) with the given filter chain. */
export function onePagePdf(body: Buffer, filter: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  const length = () => parts.reduce((sum, part) => sum + part.length, 0);
  for (const [index, object] of objects.entries()) {
    offsets.push(length());
    parts.push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
  }
  offsets.push(length());
  parts.push(
    Buffer.from(`4 0 obj\n<< /Length ${body.length} /Filter ${filter} >>\nstream\n`, 'latin1'),
    body,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  );
  const xref = length();
  parts.push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}` +
        `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A zlib stream that inflates to `inflatedBytes` of zeros (a multiple of 8 MiB), made in a fraction of a
 * second: one 8 MiB block of zeros, deflated and flushed so it stands alone, repeated, then the end.
 */
export function zerosBomb(inflatedBytes: number): Buffer {
  const chunk = 8 * 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(chunk), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const repeats = Math.ceil(inflatedBytes / chunk);
  const total = repeats * chunk;
  // Adler-32 of `total` zeros: a stays 1, b adds 1 per byte.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65_521) << 16) | 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: repeats }, () => block),
    deflateRawSync(Buffer.alloc(0)),
    adler,
  ]);
}

/**
 * The PDF of issue 25's probe: about 1 MB on disk, its page's content inflating to a gigabyte.
 */
export function flateBombPdf(inflatedBytes = 1024 * 1024 * 1024): Buffer {
  return onePagePdf(zerosBomb(inflatedBytes), '/FlateDecode');
}
