import { describe, expect, it } from 'vitest';
import { layOutLines, type ReadSegment } from './lay-out-lines';

/** Corners of a box `width` × `height` whose top-left is (x, y) before the page was turned by `angle`
 * (clockwise) about (cx, cy). */
function turnedBox(
  x: number,
  y: number,
  width: number,
  height: number,
  angle: number,
  cx: number,
  cy: number,
) {
  const turn = ([px, py]: [number, number]): [number, number] => [
    cx + (px - cx) * Math.cos(angle) - (py - cy) * Math.sin(angle),
    cy + (px - cx) * Math.sin(angle) + (py - cy) * Math.cos(angle),
  ];
  return [turn([x, y]), turn([x + width, y]), turn([x + width, y + height]), turn([x, y + height])];
}

describe('layOutLines', () => {
  it('straightens a turned page and joins the pieces of each row left to right', () => {
    const angle = (10 * Math.PI) / 180;
    const piece = (text: string, x: number, y: number, width: number): ReadSegment => ({
      text,
      confidence: 90,
      corners: turnedBox(x, y, width, 20, angle, 500, 400),
    });
    const result = layOutLines({
      segments: [
        piece('$4,580.94', 600, 300, 120),
        piece('Gross pay', 100, 300, 130),
        piece('Net pay', 100, 340, 90),
        piece('$720.00', 600, 340, 100),
        piece('Pay slip', 100, 200, 110),
      ],
      width: 1000,
      height: 800,
    });
    expect(result.rotation).toBeCloseTo(-angle, 3);
    expect(result.text).toBe('Pay slip\nGross pay $4,580.94\nNet pay $720.00');
    const gross = result.lines[1];
    expect(gross?.words.map((word) => word.text)).toEqual(['Gross', 'pay', '$4,580.94']);
    // In the straightened frame the row is level: its pieces' boxes keep their height.
    expect((gross?.box.y1 ?? 0) - (gross?.box.y0 ?? 0)).toBeCloseTo(20, 0);
    expect(gross?.words[2]?.box.x0).toBeCloseTo(600, 0);
  });

  it('keeps overlapping pieces at the same height on separate lines', () => {
    const result = layOutLines({
      segments: [
        { text: 'one', confidence: 90, corners: turnedBox(100, 100, 200, 20, 0, 0, 0) },
        { text: 'two', confidence: 90, corners: turnedBox(150, 104, 200, 20, 0, 0, 0) },
      ],
      width: 500,
      height: 500,
    });
    expect(result.lines).toHaveLength(2);
  });
});
