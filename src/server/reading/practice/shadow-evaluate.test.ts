import { describe, expect, it } from 'vitest';
import { buildPracticeModel } from './build-practice-model';
import { guardSet } from './evaluate-practice-model';
import { shadowEvaluate } from './shadow-evaluate';

describe('shadow evaluation on the guard set', () => {
  const payslip = guardSet().find((document) => document.documentType === 'payslip');
  if (!payslip) throw new Error('The guard set has no payslip');

  it('holds documents no shipped model was trained on, with their truth', () => {
    expect(guardSet().length).toBeGreaterThanOrEqual(40);
    expect(guardSet().every((document) => document.id.startsWith('guard:'))).toBe(true);
    expect(new Set(guardSet().map((document) => document.documentType)).size).toBe(10);
  });

  it('does not promote a version that reads the guard set worse, whatever its own documents say', () => {
    // A "correction" that takes a payslip's net pay for its gross pay, on a layout the guard set holds.
    const { model, learnedFrom } = buildPracticeModel(1, [
      {
        id: 'wrong',
        type: 'payslip',
        requestedType: 'auto',
        suggestedType: 'payslip',
        recognised: payslip.recognised,
        read: {},
        corrections: [{ fieldKey: 'grossPay', action: 'corrected', value: Number(payslip.fields.netPay) }],
      },
    ]);
    expect(learnedFrom).toBe(1);
    const evaluation = shadowEvaluate(model, null, []);
    expect(evaluation.guard.after.right).toBeLessThan(evaluation.guard.before.right);
    expect(evaluation.promote).toBe(false);
  });

  it('promotes a version that changes nothing it should not', () => {
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
    expect(evaluation.guard.after.right).toBe(evaluation.guard.before.right);
    expect(evaluation.promote).toBe(true);
  });
});
