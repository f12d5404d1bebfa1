import { constants, inflateRawSync, inflateSync } from 'node:zlib';
import { RecognitionError } from './recognition-error';
import type { RecognitionLimits } from './recognition-limits';

/**
 * What a PDF's streams inflate to, measured before pdf.js opens it: a 1.5 MB file whose one stream inflates
 * to a gigabyte (a "zip bomb") is refused in about a second, instead of pdf.js inflating it for minutes into
 * gigabytes of memory. Every stream's filters are followed as pdf.js would (Flate, LZW, run-length, ASCII
 * hex and 85, in chains), each within what is left of the document's budget; image codecs (JPEG, JPEG 2000,
 * JBIG2, CCITT) are not inflated here: their pixels are limited by maxPixels when they are painted. A stream
 * that cannot be decoded is counted at its stored size (pdf.js will fail on it too). Encrypted streams cannot
 * be measured here; the reading thread's memory limit stops those (read-pdf.ts).
 */
export function checkPdfCost(bytes: Uint8Array, limits: Pick<RecognitionLimits, 'maxInflatedBytes'>): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('latin1');
  const streamStart = /(?<!end)stream(?:\r\n|\r|\n)/g;
  let total = 0;
  for (const match of text.matchAll(streamStart)) {
    const dataStart = match.index + match[0].length;
    const endAt = text.indexOf('endstream', dataStart);
    const data = buffer.subarray(dataStart, endAt < 0 ? buffer.length : endAt);
    const dictionaryStart = Math.max(text.lastIndexOf('obj', match.index), match.index - 8_192, 0);
    const filters = filtersOf(text.slice(dictionaryStart, match.index));
    total += decodedSize(data, filters, limits.maxInflatedBytes - total);
    if (total > limits.maxInflatedBytes) throw tooLarge(limits.maxInflatedBytes);
  }
  return total;
}

function tooLarge(limit: number): RecognitionError {
  return new RecognitionError(
    'too-large',
    `The PDF's contents unpack to more than ${Math.round(limit / (1024 * 1024))} MB, far more than any statement needs, so it was not read. Print it to a new PDF, or upload the pages as images.`,
  );
}

const filterNames: Record<string, string> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  RunLengthDecode: 'run-length',
  RL: 'run-length',
  ASCIIHexDecode: 'hex',
  AHx: 'hex',
  ASCII85Decode: 'a85',
  A85: 'a85',
};

/** The stream's filters in order, from its dictionary ("/Filter /FlateDecode", "/Filter [/A85 /Fl]"). */
function filtersOf(dictionary: string): string[] {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary)?.[1] ?? '';
  return [...filter.matchAll(/\/([A-Za-z0-9]+)/g)].map((name) => filterNames[name[1] ?? ''] ?? 'other');
}

/** The size the stream decodes to, decoding no further than `budget` (+1, to know it went past). */
function decodedSize(data: Buffer, filters: string[], budget: number): number {
  let current = data;
  for (const [index, filter] of filters.entries()) {
    const last = index === filters.length - 1;
    const room = Math.max(0, budget) + 1;
    try {
      if (filter === 'flate') current = inflate(current, room);
      else if (filter === 'lzw') {
        if (last) return lzwDecodedSize(current, room);
        current = lzwDecode(current, room);
      } else if (filter === 'run-length') current = runLengthDecode(current, room);
      else if (filter === 'hex') current = hexDecode(current);
      else if (filter === 'a85') current = ascii85Decode(current);
      else return current.length;
    } catch (error) {
      if (error instanceof BudgetExceeded) return room;
      return current.length;
    }
    if (current.length >= room) return current.length;
  }
  return current.length;
}

class BudgetExceeded extends Error {}

function inflate(data: Buffer, room: number): Buffer {
  const options = { maxOutputLength: room, finishFlush: constants.Z_SYNC_FLUSH };
  try {
    return inflateSync(data, options);
  } catch (error) {
    if (error instanceof RangeError) throw new BudgetExceeded();
    // Some writers leave out the zlib header: pdf.js reads those too.
    try {
      return inflateRawSync(data, options);
    } catch (rawError) {
      if (rawError instanceof RangeError) throw new BudgetExceeded();
      throw rawError;
    }
  }
}

/** LZW as PDF uses it (early change), counting only: the lengths of the table's strings, not the strings. */
function lzwDecodedSize(data: Buffer, room: number): number {
  const lengths = new Uint32Array(4096);
  for (let code = 0; code < 256; code += 1) lengths[code] = 1;
  let codeLength = 9;
  let nextCode = 258;
  let previous = 0;
  let total = 0;
  let bitBuffer = 0;
  let bits = 0;
  let position = 0;
  for (;;) {
    while (bits < codeLength) {
      if (position >= data.length) return total;
      bitBuffer = ((bitBuffer << 8) | (data[position++] ?? 0)) >>> 0;
      bits += 8;
    }
    const code = (bitBuffer >>> (bits - codeLength)) & ((1 << codeLength) - 1);
    bits -= codeLength;
    if (code === 256) {
      codeLength = 9;
      nextCode = 258;
      previous = 0;
      continue;
    }
    if (code === 257) return total;
    let length: number;
    if (code < 256 || (code >= 258 && code < nextCode)) length = lengths[code] ?? 1;
    else if (code === nextCode && previous > 0) length = previous + 1;
    else return total;
    if (previous > 0 && nextCode < 4096) lengths[nextCode++] = previous + 1;
    total += length;
    if (total >= room) return total;
    previous = length;
    if (nextCode + 1 >= 1 << codeLength && codeLength < 12) codeLength += 1;
  }
}

/** LZW decoded, for a stream with another filter after it (rare): at most `room` bytes. */
function lzwDecode(data: Buffer, room: number): Buffer {
  const table: Uint8Array[] = Array.from({ length: 256 }, (_, code) => Uint8Array.of(code));
  const out: Uint8Array[] = [];
  let size = 0;
  let codeLength = 9;
  let previous: Uint8Array | null = null;
  let bitBuffer = 0;
  let bits = 0;
  let position = 0;
  for (;;) {
    while (bits < codeLength) {
      if (position >= data.length) return Buffer.concat(out);
      bitBuffer = ((bitBuffer << 8) | (data[position++] ?? 0)) >>> 0;
      bits += 8;
    }
    const code = (bitBuffer >>> (bits - codeLength)) & ((1 << codeLength) - 1);
    bits -= codeLength;
    if (code === 256) {
      table.length = 258;
      codeLength = 9;
      previous = null;
      continue;
    }
    if (code === 257) return Buffer.concat(out);
    let entry = table[code];
    if (!entry && previous && code === table.length) entry = Uint8Array.of(...previous, previous[0] ?? 0);
    if (!entry) return Buffer.concat(out);
    if (previous && table.length < 4096) table.push(Uint8Array.of(...previous, entry[0] ?? 0));
    out.push(entry);
    size += entry.length;
    if (size >= room) throw new BudgetExceeded();
    previous = entry;
    if (table.length + 1 >= 1 << codeLength && codeLength < 12) codeLength += 1;
  }
}

function runLengthDecode(data: Buffer, room: number): Buffer {
  const out: Buffer[] = [];
  let size = 0;
  let position = 0;
  while (position < data.length) {
    const length = data[position++] ?? 128;
    if (length === 128) break;
    const piece =
      length < 128
        ? data.subarray(position, (position += length + 1))
        : Buffer.alloc(257 - length, data[position++] ?? 0);
    out.push(piece);
    size += piece.length;
    if (size >= room) throw new BudgetExceeded();
  }
  return Buffer.concat(out);
}

function hexDecode(data: Buffer): Buffer {
  const hex =
    data
      .toString('latin1')
      .split('>')[0]
      ?.replace(/[^0-9a-fA-F]/g, '') ?? '';
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
}

function ascii85Decode(data: Buffer): Buffer {
  const text = (data.toString('latin1').split('~>')[0] ?? '').replace(/\s/g, '').replace(/^<~/, '');
  const out: number[] = [];
  let group: number[] = [];
  for (const character of text) {
    if (character === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const value = character.charCodeAt(0) - 33;
    if (value < 0 || value > 84) continue;
    group.push(value);
    if (group.length === 5) {
      const number = group.reduce((sum, digit) => sum * 85 + digit, 0);
      out.push((number >>> 24) & 255, (number >>> 16) & 255, (number >>> 8) & 255, number & 255);
      group = [];
    }
  }
  if (group.length > 1) {
    const count = group.length - 1;
    while (group.length < 5) group.push(84);
    const number = group.reduce((sum, digit) => sum * 85 + digit, 0);
    out.push(
      ...[(number >>> 24) & 255, (number >>> 16) & 255, (number >>> 8) & 255, number & 255].slice(0, count),
    );
  }
  return Buffer.from(out);
}
