import type { goalAudioMimeTypes } from '@/shared/schemas/fact-find';

/** The container a recording is in, from its first bytes (a browser's declared type is only a hint). */
export function detectAudioType(bytes: Buffer): (typeof goalAudioMimeTypes)[number] | null {
  if (bytes.length < 12) return null;
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm'; // EBML (WebM / Matroska)
  if (bytes.toString('ascii', 0, 4) === 'OggS') return 'audio/ogg';
  if (bytes.toString('ascii', 4, 8) === 'ftyp') return 'audio/mp4';
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WAVE')
    return 'audio/wav';
  if (bytes.toString('ascii', 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) {
    return 'audio/mpeg';
  }
  return null;
}
