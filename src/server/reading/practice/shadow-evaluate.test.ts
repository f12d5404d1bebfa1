import { describe, expect, it } from 'vitest';
import { readFacts } from '../read-facts';
import { buildPracticeModel } from './build-practice-model';
import { guardSet, type ScoredDocument } from './evaluate-practice-model';
import { shadowEvaluate } from './shadow-evaluate';

/**
 * A guard document, an amount the shipped models read right on it, and another amount the same page prints:
 * a "correction" to that other amount teaches a wrong lesson on a layout the guard set holds. Only the
 * choice is made here; no sealed reading is printed (decision 034).
 */
function rightlyReadAmount(): { document: ScoredDocument; key: string; other: number } {
  for (const document of guardSet()) {
    const { extraction } = readFacts(document.recognised, document.documentType);
    const amounts = Object.entries(document.fields).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] >= 100,
    );
    for (const [key, truth] of amounts) {
      const read = extraction.fields[key as keyof typeof extraction.fields]?.value;
      if (typeof read !== 'number' || Math.abs(read - truth) >= 0.005) continue;
      const other = amounts.find(([otherKey, value]) => otherKey !== key && Math.abs(value - truth) > 1);
      if (other) return { document, key, other: other[1] };
    }
  }
  throw new Error('No guard document has an amount the shipped models read right');
}

describe('shadow evaluation on the guard set', () => {
  const payslip = guardSet().find((document) => document.documentType === 'payslip');
  if (!payslip) throw new Error('The guard set has no payslip');

  it('holds sealed documents no rule or model was written or trained against, with their truth', () => {
    expect(guardSet().length).toBeGreaterThanOrEqual(40);
    expect(guardSet().every((document) => document.id.startsWith('guard:sealed-'))).toBe(true);
    expect(new Set(guardSet().map((document) => document.documentType)).size).toBe(10);
  });

  it('does not promote a version that reads the guard set worse, whatever its own documents say', () => {
    // A "correction" that takes another of the page's amounts for one the rules read right.
    const { document, key, other } = rightlyReadAmount();
    const { model, learnedFrom } = buildPracticeModel(1, [
      {
        id: 'wrong',
        type: document.documentType,
        requestedType: 'auto',
        suggestedType: document.documentType,
        recognised: document.recognised,
        read: {},
        corrections: [{ fieldKey: key, action: 'corrected', value: other }],
      },
    ]);
    expect(learnedFrom).toBe(1);
    const evaluation = shadowEvaluate(model, null, []);
    expect(evaluation.guard.after.right).toBeLessThan(evaluation.guard.before.right);
    expect(evaluation.promote).toBe(false);
  });

  it('promotes a version whose lesson is right: the guard set reads no worse', () => {
    const { model } = buildPracticeModel(1, [
      {
        id: 'right',
        type: 'payslip',
        requestedType: 'auto',
        suggestedType: 'payslip',
        recognised: payslip.recognised,
        read: {},
        corrections: [{ fieldKey: 'grossPay', action: 'corrected', value: Number(payslip.fields.grossPay) }],
      },
    ]);
    const evaluation = shadowEvaluate(model, null, []);
    expect(evaluation.guard.after.right).toBeGreaterThanOrEqual(evaluation.guard.before.right);
    expect(evaluation.promote).toBe(true);
  });
});
