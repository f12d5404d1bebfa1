import { describe, expect, it } from 'vitest';
import { respaceWords } from './respace-words';
import type { Word } from './types';

/** Words of a line as OCR gives them, each character 10 units wide with one space between words. */
function line(text: string): Word[] {
  let x = 0;
  return text.split(' ').map((part) => {
    const word = { text: part, box: { x0: x, y0: 0, x1: x + 10 * part.length, y1: 12 }, confidence: 90 };
    x += 10 * (part.length + 1);
    return word;
  });
}

const texts = (words: readonly Word[]) => words.map((word) => word.text).join(' ');

describe('respaceWords', () => {
  it("puts a label's spaces right where OCR split or joined its words", () => {
    expect(texts(respaceWords(line('Total de bi ts')))).toBe('Total debits');
    expect(texts(respaceWords(line('Clo sing balan ce')))).toBe('Closing balance');
    expect(texts(respaceWords(line('Openingb alan ce')))).toBe('Opening balance');
    expect(texts(respaceWords(line('Totalincome')))).toBe('Total income');
  });

  it('leaves words it cannot spell in label words, and figures, as they are', () => {
    expect(texts(respaceWords(line('Heritage Mortgage Offset')))).toBe('Heritage Mortgage Offset');
    expect(texts(respaceWords(line('Zara Tanaka $2,655.99')))).toBe('Zara Tanaka $2,655.99');
  });

  it('cuts the boxes in proportion to the letters', () => {
    const [total, debits] = respaceWords(line('Total de bi ts'));
    expect(total?.box).toMatchObject({ x0: 0, x1: 50 });
    expect(debits?.box).toMatchObject({ x0: 60, x1: 140 });
  });
});
