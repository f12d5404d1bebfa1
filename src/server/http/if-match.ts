/** The version in an If-Match header ("…" or W/"…"); none when absent or "*". */
export function versionFromIfMatch(header: string | undefined): string | undefined {
  const match = header ? /^(?:W\/)?"([^"]+)"$/.exec(header.trim()) : null;
  return match?.[1];
}
