import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentTypes } from '@/shared/options';
import { makeSealedFamilies } from '../factory/sealed/make-sealed-corpus';
import { GUARD_DOCUMENTS_PER_FAMILY, guardDocuments } from './make-guard-set';

type GuardFile = { documents: ReturnType<typeof guardDocuments> };
const committed = (
  JSON.parse(
    readFileSync(new URL('../../src/server/reading/practice/guard-set.json', import.meta.url), 'utf8'),
  ) as GuardFile
).documents;

describe('the practice models’ guard set (decisions 033 and 034)', () => {
  it('is the sealed fold: every one of its 20 families, every type, nothing else', () => {
    const families = makeSealedFamilies().map((family) => family.id);
    expect(families).toHaveLength(20);
    const familyOf = (id: string) => id.replace(/-\d{3}$/, '');
    expect(committed.every((document) => families.includes(familyOf(document.id)))).toBe(true);
    expect(new Set(committed.map((document) => familyOf(document.id)))).toEqual(new Set(families));
    expect(new Set(committed.map((document) => document.documentType))).toEqual(new Set(documentTypes));
    expect(committed).toHaveLength(families.length * GUARD_DOCUMENTS_PER_FAMILY);
  });

  it('is committed as the script makes it now (regenerate it when the sealed fold changes)', () => {
    expect(JSON.parse(JSON.stringify(guardDocuments()))).toEqual(committed);
  });
});
