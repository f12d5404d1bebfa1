/**
 * The name shown for an uploaded file: only its last path segment, without control characters, in NFC,
 * at most 200 characters. It is only ever displayed; storage keys never derive from it.
 */
export function displayFilename(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const controlCharacters = /[\u0000-\u001f\u007f]/g;
  const cleaned = lastSegment.normalize('NFC').replace(controlCharacters, '').trim();
  const withoutDots = cleaned.replace(/^\.+/, '');
  if (!withoutDots) return 'document';
  if (withoutDots.length <= 200) return withoutDots;
  const dot = withoutDots.lastIndexOf('.');
  const extension = dot > 0 && withoutDots.length - dot <= 10 ? withoutDots.slice(dot) : '';
  return withoutDots.slice(0, 200 - extension.length) + extension;
}
