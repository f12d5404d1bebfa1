import { describe, expect, it } from 'vitest';
import { findTextBoxes } from './find-text-boxes';

/** A probability map with a filled rectangle of likely text, turned by `angle` about its centre. */
function mapWithLine(
  size: { width: number; height: number },
  line: { cx: number; cy: number; length: number; thickness: number; angle: number },
  probability = 0.9,
): Float32Array {
  const map = new Float32Array(size.width * size.height);
  const cos = Math.cos(line.angle);
  const sin = Math.sin(line.angle);
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const u = (x - line.cx) * cos + (y - line.cy) * sin;
      const v = -(x - line.cx) * sin + (y - line.cy) * cos;
      if (Math.abs(u) <= line.length / 2 && Math.abs(v) <= line.thickness / 2)
        map[y * size.width + x] = probability;
    }
  }
  return map;
}

describe('findTextBoxes', () => {
  it('measures a turned line along its slant and grows it as DB unclip does', () => {
    const angle = (12 * Math.PI) / 180;
    const map = mapWithLine(
      { width: 200, height: 120 },
      { cx: 100, cy: 60, length: 120, thickness: 10, angle },
    );
    const [box, ...others] = findTextBoxes(map, 200, 120);
    expect(others).toHaveLength(0);
    expect(box?.angle).toBeCloseTo(angle, 1);
    expect(box?.cx).toBeCloseTo(100, 0);
    expect(box?.cy).toBeCloseTo(60, 0);
    // Unclip distance: area × 1.5 / perimeter = 121 × 11 × 1.5 / 264 ≈ 7.6 on each side.
    expect(box?.width).toBeGreaterThan(130);
    expect(box?.width).toBeLessThan(142);
    expect(box?.height).toBeGreaterThan(22);
    expect(box?.height).toBeLessThan(30);
  });

  it('reads a character taller than wide as an upright strip, not a sideways one', () => {
    const map = mapWithLine(
      { width: 60, height: 60 },
      { cx: 30, cy: 30, length: 8, thickness: 16, angle: 0 },
    );
    const [box] = findTextBoxes(map, 60, 60);
    expect(Math.abs(box?.angle ?? 1)).toBeLessThan(0.05);
    expect(box?.height).toBeGreaterThan(box?.width ?? Infinity);
  });

  it('keeps separate lines apart and drops specks and regions the detector was unsure of', () => {
    const width = 200;
    const height = 100;
    const first = mapWithLine({ width, height }, { cx: 60, cy: 20, length: 80, thickness: 8, angle: 0 });
    const second = mapWithLine({ width, height }, { cx: 100, cy: 60, length: 100, thickness: 8, angle: 0 });
    const unsure = mapWithLine(
      { width, height },
      { cx: 170, cy: 20, length: 30, thickness: 8, angle: 0 },
      0.35,
    );
    const map = first.map((value, index) => Math.max(value, second[index] ?? 0, unsure[index] ?? 0));
    map[90 * width + 190] = 0.9;
    const boxes = findTextBoxes(map, width, height);
    expect(boxes.map((box) => Math.round(box.cy))).toEqual([20, 60]);
  });
});
