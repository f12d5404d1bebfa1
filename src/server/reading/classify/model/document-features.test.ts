import { describe, expect, it } from 'vitest';
import { makeRecognisedDocument } from '@/server/reading/extract/testing/make-recognised-document';
import { documentFeatures, wordsOf } from './document-features';

const features = (text: string) => documentFeatures(makeRecognisedDocument(text));

describe('documentFeatures', () => {
  it('keeps words and word pairs, never numbers', () => {
    const found = features('Member No. 12345678\nClosing balance $81,234.56');
    expect(found.has('member')).toBe(true);
    expect(found.has('member_no')).toBe(true);
    expect(found.has('closing_balance')).toBe(true);
    expect([...found].some((feature) => /\d{3}/.test(feature))).toBe(false);
  });

  it('notices a machine-readable zone whose check digits hold, and not one whose digits fail', () => {
    expect(
      features(
        'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10',
      ).has('signal:mrz-checked'),
    ).toBe(true);
    expect(features('L898902C37UTO7408123F1204158ZE184226B<<<<<10').has('signal:mrz-checked')).toBe(false);
  });

  it('notices valid ABNs and Medicare numbers, dated lines and money', () => {
    expect(features('ABN 51 824 753 556').has('signal:abn')).toBe(true);
    expect(features('ABN 51 824 753 557').has('signal:abn')).toBe(false);
    expect(features('2950 12348 1').has('signal:medicare')).toBe(true);
    const statement = Array.from({ length: 9 }, (_, day) => `0${day + 1}/03/2025 EFTPOS Coles $12.50`).join(
      '\n',
    );
    const found = features(statement);
    expect(found.has('signal:dated-lines-8')).toBe(true);
    expect(found.has('signal:money-6')).toBe(true);
  });

  it('reads words through OCR punctuation and case', () => {
    expect(wordsOf("DRIVER'S LICENCE — Lic.No: A123")).toEqual(['drivers', 'licence', 'lic', 'no']);
  });
});
