import type { NativeSelectOption } from '@/client/components/ui/native-select';

/** "full-time" → "Full-time", "bi-annual" → "Bi-annual": option codes shown as words. */
export function toOptions(
  values: readonly string[],
  labels: Record<string, string> = {},
): NativeSelectOption[] {
  return values.map((value) => ({
    value,
    label: labels[value] ?? value.charAt(0).toUpperCase() + value.slice(1),
  }));
}
