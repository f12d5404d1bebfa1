import { describe, expect, it } from 'vitest';
import { boxToPercent } from './evidence-box';

const page = { width: 1000, height: 2000 };

describe('boxToPercent', () => {
  it('places a box by its share of the page, with a little room around the words', () => {
    // 20 high: 6 either side horizontally, 5 above and below.
    expect(boxToPercent({ x0: 100, y0: 400, x1: 300, y1: 420 }, page)).toEqual({
      left: '9.40%',
      top: '19.75%',
      width: '21.20%',
      height: '1.50%',
    });
  });

  it('is the same on a picture of any size, because the page is the frame of the boxes', () => {
    const scaled = boxToPercent({ x0: 50, y0: 200, x1: 150, y1: 210 }, { width: 500, height: 1000 });
    expect(scaled).toEqual(boxToPercent({ x0: 100, y0: 400, x1: 300, y1: 420 }, page));
  });

  it('keeps the highlight on the page at its edges', () => {
    const corner = boxToPercent({ x0: 0, y0: 0, x1: 1000, y1: 40 }, page);
    expect(corner.left).toBe('0.00%');
    expect(corner.top).toBe('0.00%');
    expect(corner.width).toBe('100.00%');
    const bottom = boxToPercent({ x0: 900, y0: 1980, x1: 1000, y1: 2000 }, page);
    expect(Number.parseFloat(bottom.top) + Number.parseFloat(bottom.height)).toBeCloseTo(100, 5);
    expect(Number.parseFloat(bottom.left) + Number.parseFloat(bottom.width)).toBeCloseTo(100, 5);
  });

  it('copes with a page of no size', () => {
    expect(boxToPercent({ x0: 1, y0: 1, x1: 2, y1: 2 }, { width: 0, height: 0 })).toEqual({
      left: '0.00%',
      top: '0.00%',
      width: '0.00%',
      height: '0.00%',
    });
  });
});
