import { describe, expect, it } from 'vitest';
import { documentTypes } from '@/shared/options';
import { Composer, FOLDS, makeFamily } from './compose';
import { makeDocument, makeFamilies } from './make-corpus';
import { toRecognised } from './to-recognised';

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

describe('the document factory', () => {
  it('makes the same document from the same family and index', () => {
    const family = makeFamily('super', 3);
    expect(JSON.stringify(makeDocument(family, 2))).toBe(JSON.stringify(makeDocument(family, 2)));
    expect(JSON.stringify(makeDocument(family, 2))).not.toBe(JSON.stringify(makeDocument(family, 3)));
  });

  it.each(documentTypes)('prints every truth value of a %s document', (type) => {
    for (const family of makeFamilies({ familiesPerType: 4, documentsPerFamily: 1 }).filter(
      (candidate) => candidate.type === type,
    )) {
      const document = makeDocument(family, 0);
      const text = compact(
        toRecognised(document)
          .pages.map((page) => page.text)
          .join(' '),
      );
      expect(Object.keys(document.fields).length).toBeGreaterThan(2);
      for (const [key, value] of Object.entries(document.fields)) {
        // Values the scorer normalises (dates, money, enums, codes) are printed in another form; names, numbers
        // and other text must appear as they are.
        if (
          typeof value !== 'string' ||
          /^\d{4}-\d{2}-\d{2}$/.test(value) ||
          /^[a-z-]+$/.test(value) ||
          key.endsWith('State') ||
          key === 'nationality' ||
          key === 'taxYear' ||
          key === 'tfnMasked' ||
          key === 'benefitPeriod' ||
          key === 'sex' ||
          key === 'medicareIrn'
        )
          continue;
        // A full name may be printed family name first, or on two lines.
        const parts = key === 'fullName' ? value.split(' ') : [value];
        for (const part of parts) expect(text, `${family.id} ${key}`).toContain(compact(part));
      }
    }
  });

  it('gives each fold its own share of a large word pool, and shares a small one', () => {
    const options = [
      'Statement A',
      'Statement B',
      'Statement C',
      'Statement D',
      'Statement E',
      'Statement F',
      'Statement G',
      'Statement H',
    ];
    const said = new Map<number, Set<string>>();
    for (let index = 0; index < 40; index++) {
      const family = makeFamily('bank', index);
      const composer = new Composer(family, 'seed');
      const chosen = said.get(family.fold) ?? new Set<string>();
      chosen.add(composer.say('title', options));
      said.set(family.fold, chosen);
    }
    const folds = [...said.values()];
    expect(folds).toHaveLength(FOLDS);
    for (const [index, fold] of folds.entries())
      for (const other of folds.slice(index + 1))
        for (const title of fold) expect(other.has(title)).toBe(false);
    expect(new Composer(makeFamily('bank', 1), 's').say('bsb', ['BSB'])).toBe('BSB');
  });
});
