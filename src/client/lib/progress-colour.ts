/** Specification section 9: green at 80% or more, yellow at 60-79, blue below. */
export function progressColourClass(percent: number): string {
  if (percent >= 80) return 'bg-green-600';
  if (percent >= 60) return 'bg-yellow-500';
  return 'bg-blue-600';
}
