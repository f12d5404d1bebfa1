/** Which model read a document, as the adviser is told (decision 033); null before it is read. */
export function readByText(readBy: string | null | undefined): string | null {
  if (!readBy) return null;
  const version = /^practice v(\d+)$/.exec(readBy)?.[1];
  return version
    ? `Read by your practice's model (version ${version}), which learns from your corrections`
    : "Read by FactFind's standard model";
}
