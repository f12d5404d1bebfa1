import type { FastifyReply } from 'fastify';

/**
 * Sends an original: its own content type, a filename that cannot break the header (ASCII fallback plus
 * RFC 5987 UTF-8 form), no sniffing, no caching of private data. An uploaded file is untrusted: a CSP
 * sandbox keeps any script in it (a PDF's JavaScript, an SVG smuggled in) from running with the app's origin,
 * and `download` makes it an attachment. The app itself shows PDFs as page pictures, never the file.
 */
export function sendDocumentFile(
  reply: FastifyReply,
  file: { bytes: Buffer; mimeType: string; filename: string },
  { download = false }: { download?: boolean } = {},
) {
  const asciiName = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('Content-Type', file.mimeType)
    .header(
      'Content-Disposition',
      `${download ? 'attachment' : 'inline'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header(
      'Content-Security-Policy',
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
}
