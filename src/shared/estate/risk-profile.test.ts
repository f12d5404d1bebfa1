import { describe, expect, it } from 'vitest';
import {
  adoptedRiskProfile,
  profileForScore,
  riskBands,
  riskQuestions,
  riskScoreRange,
  scoreRiskAnswers,
} from './risk-profile';

describe('the risk profile’s published method', () => {
  it('maps every band edge to its profile, and nothing outside the method’s range', () => {
    const edges: [number, string | null][] = [
      [9, null],
      [10, 'conservative'],
      [17, 'conservative'],
      [18, 'moderately-conservative'],
      [25, 'moderately-conservative'],
      [26, 'balanced'],
      [33, 'balanced'],
      [34, 'growth'],
      [41, 'growth'],
      [42, 'high-growth'],
      [50, 'high-growth'],
      [51, null],
    ];
    for (const [total, profile] of edges) expect(profileForScore(total), String(total)).toBe(profile);
  });

  it('has bands that cover the whole range of totals without a gap or an overlap', () => {
    expect(riskScoreRange).toEqual({ min: 10, max: 50 });
    expect(riskBands[0]?.min).toBe(riskScoreRange.min);
    expect(riskBands.at(-1)?.max).toBe(riskScoreRange.max);
    for (const [index, band] of riskBands.entries())
      if (index > 0) expect(band.min).toBe(riskBands[index - 1]!.max + 1);
  });

  it('scores the lowest and highest answers to the ends of the range', () => {
    const pick = (choose: (scores: number[]) => number) =>
      Object.fromEntries(
        riskQuestions.map((question) => {
          const scores = question.options.map((option) => option.score);
          const wanted = choose(scores);
          return [question.field, question.options.find((option) => option.score === wanted)!.value];
        }),
      );
    expect(scoreRiskAnswers(pick((scores) => Math.min(...scores)))).toMatchObject({
      total: 10,
      answered: 10,
      profile: 'conservative',
    });
    expect(scoreRiskAnswers(pick((scores) => Math.max(...scores)))).toMatchObject({
      total: 50,
      profile: 'high-growth',
    });
  });

  it('gives no profile for a partial questionnaire, and adopts an override only with its reason', () => {
    expect(scoreRiskAnswers({ timeHorizon: 'long' })).toMatchObject({ answered: 1, total: 4, profile: null });
    const all = Object.fromEntries(
      riskQuestions.map((question) => [question.field, question.options[0]!.value]),
    );
    expect(adoptedRiskProfile(all)).toBeNull();
    expect(adoptedRiskProfile({ ...all, riskProfileAgreement: 'agreed' })).toBe('conservative');
    expect(
      adoptedRiskProfile({ ...all, riskProfileAgreement: 'override', riskProfileOverride: 'balanced' }),
    ).toBeNull();
    expect(
      adoptedRiskProfile({
        ...all,
        riskProfileAgreement: 'override',
        riskProfileOverride: 'balanced',
        riskProfileOverrideReason: 'Long horizon despite the answers',
      }),
    ).toBe('balanced');
  });
});
