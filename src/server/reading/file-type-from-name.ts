const mimeTypeByExtension: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
};

/** The type a filename claims: used only for files too short to recognise by content (an empty upload). */
export function fileTypeFromName(filename: string): string | null {
  const dot = filename.lastIndexOf('.');
  return dot >= 0 ? (mimeTypeByExtension[filename.slice(dot).toLowerCase()] ?? null) : null;
}
