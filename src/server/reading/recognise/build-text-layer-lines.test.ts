import { describe, expect, it } from 'vitest';
import { buildTextLayerLines, type PlacedTextItem } from './build-text-layer-lines';

/** Horizontal text at (x, baseline) in top-left page coordinates; 0.5 units per character. */
function item(str: string, x: number, baseline: number, fontSize = 10): PlacedTextItem {
  return {
    str,
    transform: [fontSize, 0, 0, -fontSize, x, baseline],
    width: str.length * fontSize * 0.5,
    ascent: 0.8,
    descent: -0.2,
  };
}

describe('buildTextLayerLines', () => {
  it('puts a label and its value on one row, left to right, with a box per word', () => {
    const lines = buildTextLayerLines([
      item('$1,234.56', 300, 100),
      item('Net pay', 50, 100),
      item('Employer', 50, 80),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['Employer', 'Net pay $1,234.56']);
    expect(lines[1]?.words.map((word) => word.text)).toEqual(['Net', 'pay', '$1,234.56']);
    expect(lines[1]?.words[0]).toMatchObject({ confidence: 100, box: { x0: 50, y0: 92, x1: 65, y1: 102 } });
  });

  it('joins a word that the PDF split across two items', () => {
    const lines = buildTextLayerLines([item('Portfol', 50, 100), item('io value', 85, 100)]);
    expect(lines[0]?.text).toBe('Portfolio value');
  });

  it('keeps a big heading apart from the small line whose box it overlaps but whose baseline differs', () => {
    const lines = buildTextLayerLines([
      item('PAY SLIP', 400, 44, 19),
      item('Pay date 15 July 2025', 380, 56, 11),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['PAY SLIP', 'Pay date 15 July 2025']);
  });
});
