import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../grey-image';
import type { TextBox } from './find-text-boxes';
import { toPgm, warpStrip } from './warp-strip';

/** A white image with the box's inside painted black, the left half of it at 0 and the right half at 100. */
function paint(box: TextBox, size = 300): GreyImage {
  const data = Buffer.alloc(size * size, 255);
  const cos = Math.cos(box.angle);
  const sin = Math.sin(box.angle);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - box.cx;
      const dy = y + 0.5 - box.cy;
      const along = dx * cos + dy * sin;
      const across = -dx * sin + dy * cos;
      if (Math.abs(along) <= box.width / 2 && Math.abs(across) <= box.height / 2)
        data[y * size + x] = along < 0 ? 0 : 100;
    }
  }
  return { data, width: size, height: size };
}

const share = (strip: GreyImage, test: (value: number) => boolean) =>
  [...strip.data].filter(test).length / strip.data.length;

describe('warpStrip', () => {
  it('reads a turned box level, left to right along the text', () => {
    const box = { cx: 150, cy: 150, width: 160, height: 30, angle: (14 * Math.PI) / 180 };
    const strip = warpStrip(paint(box), box, { height: 48 });
    expect(strip?.height).toBe(48);
    expect(strip?.width).toBe(256);
    // Inside the box everywhere: no white from outside it, the dark half first.
    expect(share(strip!, (value) => value > 200)).toBeLessThan(0.03);
    const row = 24 * strip!.width;
    expect(strip!.data[row + 20]).toBeLessThan(30);
    expect(strip!.data[row + strip!.width - 20]).toBeGreaterThan(70);
    expect(strip!.data[row + strip!.width - 20]).toBeLessThan(130);
  });

  it('averages when it shrinks, caps the width, and repeats its own edge as a margin', () => {
    const box = { cx: 150, cy: 150, width: 200, height: 100, angle: 0 };
    const strip = warpStrip(paint(box), box, { height: 10, maxWidth: 12, margin: 3 });
    expect(strip).toMatchObject({ width: 18, height: 16 });
    // The margin's corners copy the strip's corners, not the white around the box.
    expect(strip!.data[0]).toBeLessThan(30);
    expect(strip!.data[strip!.data.length - 1]).toBeGreaterThan(70);
  });

  it('leaves out boxes too small to read, and makes strips Tesseract can open', () => {
    expect(
      warpStrip(
        paint({ cx: 5, cy: 5, width: 3, height: 3, angle: 0 }),
        { cx: 5, cy: 5, width: 3, height: 3, angle: 0 },
        { height: 48 },
      ),
    ).toBeUndefined();
    const pgm = toPgm({ data: Buffer.from([1, 2, 3, 4]), width: 2, height: 2 });
    expect(Buffer.from(pgm).toString('ascii', 0, 11)).toBe('P5\n2 2\n255\n');
    expect(pgm.length).toBe(15);
  });
});
