import type { FastifyReply } from 'fastify';

/**
 * Sends an original for viewing in the browser: its own content type, a filename that cannot break the
 * header (ASCII fallback plus RFC 5987 UTF-8 form), no sniffing, no caching of private data.
 */
export function sendDocumentFile(
  reply: FastifyReply,
  file: { bytes: Buffer; mimeType: string; filename: string },
) {
  const asciiName = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('Content-Type', file.mimeType)
    .header(
      'Content-Disposition',
      `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}
