import { seededRandom } from './seeded-random';

/** Seeded choices for the document factory: the same seed always makes the same document. */
export class Random {
  private readonly next: () => number;

  constructor(seed: string) {
    this.next = seededRandom(seed);
  }

  float(): number {
    return this.next();
  }

  /** An integer from min to max inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** Money from min to max, in cents precision. */
  money(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }

  digits(count: number): string {
    let text = String(this.int(1, 9));
    while (text.length < count) text += String(this.int(0, 9));
    return text;
  }

  /** An ISO date between two ISO dates. */
  date(from: string, to: string): string {
    const start = Date.parse(`${from}T00:00:00Z`);
    const end = Date.parse(`${to}T00:00:00Z`);
    return new Date(start + Math.floor(this.next() * ((end - start) / 86_400_000 + 1)) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  }
}
