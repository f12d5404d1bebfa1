import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './map-with-concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapWithConcurrency', () => {
  it('keeps the input order with no more than the limit in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3], 2, async (value) => {
      most = Math.max(most, ++inFlight);
      await tick();
      inFlight -= 1;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('starts nothing after a failure and rejects only when the calls in flight are done', async () => {
    const started: number[] = [];
    let finished = 0;
    const outcome = mapWithConcurrency([1, 2, 3, 4], 2, async (value) => {
      started.push(value);
      await tick();
      if (value === 1) throw new Error('page 1 is damaged');
      await tick();
      finished += 1;
      return value;
    });
    await expect(outcome).rejects.toThrow('page 1 is damaged');
    expect(started).toEqual([1, 2]);
    expect(finished).toBe(1);
  });
});
