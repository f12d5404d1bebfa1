/** Human-readable file sizes. */

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1 KB = 1024 bytes, as file managers and upload limits usually count. */
const STEP = 1024;

const ONE_DECIMAL = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** "512 B", "1.2 KB", "3.4 MB" (at most one decimal, none when it is .0); '' for missing or negative sizes. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  let size = bytes;
  let unit = 0;
  // Compare the rounded value, so 1,048,575 bytes reads "1 MB" rather than "1,024 KB".
  const rounded = (): number => (unit === 0 ? Math.round(size) : Math.round(size * 10) / 10);
  while (unit < UNITS.length - 1 && rounded() >= STEP) {
    size /= STEP;
    unit += 1;
  }
  return `${ONE_DECIMAL.format(rounded())} ${UNITS[unit]}`;
}
