/**
 * The risk profile questionnaire and its published method (decision 037): ten questions on the time horizon,
 * the aim, reactions to falls, experience, the income wanted and the capacity for loss, each answer worth a
 * published score; the total (10 to 50) falls in one of five published bands, and that band is the profile.
 * The screen and the PDF print these scores and bands beside the result, so the method can be checked by hand.
 * Two of the questions are the questionnaire's earlier answers (time horizon, investment experience): their
 * stored values are unchanged.
 */

export const riskProfiles = [
  'conservative',
  'moderately-conservative',
  'balanced',
  'growth',
  'high-growth',
] as const;
export type RiskProfile = (typeof riskProfiles)[number];

export const riskProfileLabels: Record<RiskProfile, string> = {
  conservative: 'Conservative',
  'moderately-conservative': 'Moderately conservative',
  balanced: 'Balanced',
  growth: 'Growth',
  'high-growth': 'High growth',
};

/** What each profile means, as the screen and the PDF describe it. */
export const riskProfileDescriptions: Record<RiskProfile, string> = {
  conservative: 'Protecting capital matters most; about 15% in growth assets.',
  'moderately-conservative': 'Mostly stable assets with some growth; about 30% in growth assets.',
  balanced: 'A balance of growth and stability; about 50% in growth assets.',
  growth: 'Accepts falls for higher long-term returns; about 70% in growth assets.',
  'high-growth': 'Seeks the highest long-term returns; about 90% in growth assets.',
};

/** The published bands: a total from `min` to `max` (both included) is the profile. */
export const riskBands: readonly { profile: RiskProfile; min: number; max: number }[] = [
  { profile: 'conservative', min: 10, max: 17 },
  { profile: 'moderately-conservative', min: 18, max: 25 },
  { profile: 'balanced', min: 26, max: 33 },
  { profile: 'growth', min: 34, max: 41 },
  { profile: 'high-growth', min: 42, max: 50 },
];

export type RiskOption = { value: string; label: string; score: number };
export type RiskQuestion = { field: string; question: string; topic: string; options: readonly RiskOption[] };

/** The ten questions, in the order asked; each option's score is published with it. */
export const riskQuestions = [
  {
    field: 'timeHorizon',
    topic: 'Time horizon',
    question: 'When will you need most of this money?',
    options: [
      { value: 'short', label: 'Within 1 to 3 years', score: 1 },
      { value: 'medium', label: 'In 3 to 7 years', score: 2 },
      { value: 'long', label: 'In 7 to 15 years', score: 4 },
      { value: 'very-long', label: 'In more than 15 years', score: 5 },
    ],
  },
  {
    field: 'riskGoal',
    topic: 'Aim',
    question: 'What is the main aim of this investment?',
    options: [
      { value: 'protect', label: 'Keep my capital safe', score: 1 },
      { value: 'income', label: 'A steady income', score: 2 },
      { value: 'balance', label: 'Some income and some growth', score: 3 },
      { value: 'growth', label: 'Growth over time', score: 4 },
      { value: 'maximum', label: 'The most growth possible', score: 5 },
    ],
  },
  {
    field: 'riskFallReaction',
    topic: 'Reaction to falls',
    question: 'If your investments fell by 20% in a year, what would you do?',
    options: [
      { value: 'sell-all', label: 'Sell everything', score: 1 },
      { value: 'sell-some', label: 'Sell some', score: 2 },
      { value: 'hold', label: 'Hold and wait', score: 3 },
      { value: 'buy-more', label: 'Invest more while prices are low', score: 5 },
    ],
  },
  {
    field: 'riskLossTolerance',
    topic: 'Largest fall accepted',
    question: 'What is the largest fall in a year you could accept?',
    options: [
      { value: 'none', label: 'No fall at all', score: 1 },
      { value: 'up-to-5', label: 'Up to 5%', score: 2 },
      { value: 'up-to-10', label: 'Up to 10%', score: 3 },
      { value: 'up-to-20', label: 'Up to 20%', score: 4 },
      { value: 'over-20', label: 'More than 20%', score: 5 },
    ],
  },
  {
    field: 'investmentExperience',
    topic: 'Experience',
    question: 'How much have you invested before?',
    options: [
      { value: 'beginner', label: 'Little or none beyond super and savings', score: 1 },
      { value: 'moderate', label: 'Shares or managed funds for a few years', score: 2 },
      { value: 'experienced', label: 'Regularly, across several asset classes', score: 4 },
      { value: 'expert', label: 'Professionally or extensively', score: 5 },
    ],
  },
  {
    field: 'riskIncomeNeed',
    topic: 'Income needed',
    question: 'How much income do you need from these investments?',
    options: [
      { value: 'all', label: 'All of my living costs', score: 1 },
      { value: 'most', label: 'Most of my living costs', score: 2 },
      { value: 'some', label: 'Some extra income', score: 3 },
      { value: 'none', label: 'None: the income is reinvested', score: 5 },
    ],
  },
  {
    field: 'riskCapacityForLoss',
    topic: 'Capacity for loss',
    question: 'If you lost a quarter of this money, how would your way of life change?',
    options: [
      { value: 'greatly', label: 'Greatly', score: 1 },
      { value: 'somewhat', label: 'Somewhat', score: 3 },
      { value: 'not', label: 'Not at all', score: 5 },
    ],
  },
  {
    field: 'riskReturnTradeoff',
    topic: 'Return and risk',
    question: 'Which range of yearly returns would you choose (best year / worst year)?',
    options: [
      { value: 'a', label: 'Best +4%, worst 0%', score: 1 },
      { value: 'b', label: 'Best +8%, worst −4%', score: 2 },
      { value: 'c', label: 'Best +12%, worst −10%', score: 3 },
      { value: 'd', label: 'Best +18%, worst −16%', score: 4 },
      { value: 'e', label: 'Best +25%, worst −25%', score: 5 },
    ],
  },
  {
    field: 'riskVolatility',
    topic: 'Ups and downs',
    question: 'How do you feel when the value of your investments goes up and down?',
    options: [
      { value: 'very-uneasy', label: 'Very uneasy', score: 1 },
      { value: 'uneasy', label: 'Uneasy', score: 2 },
      { value: 'accept', label: 'I accept it as part of investing', score: 4 },
      { value: 'comfortable', label: 'Comfortable', score: 5 },
    ],
  },
  {
    field: 'riskEmergencyFunds',
    topic: 'Cash for emergencies',
    question: 'How much cash do you keep for emergencies outside these investments?',
    options: [
      { value: 'none', label: 'None', score: 1 },
      { value: 'under-3', label: 'Less than 3 months of expenses', score: 2 },
      { value: '3-to-6', label: '3 to 6 months of expenses', score: 4 },
      { value: 'over-6', label: 'More than 6 months of expenses', score: 5 },
    ],
  },
] as const satisfies readonly RiskQuestion[];

export type RiskQuestionField = (typeof riskQuestions)[number]['field'];
export const riskQuestionFields = riskQuestions.map((question) => question.field) as RiskQuestionField[];

/** The lowest and highest totals the method can give. */
export const riskScoreRange = {
  min: riskQuestions.reduce((sum, q) => sum + Math.min(...q.options.map((o) => o.score)), 0),
  max: riskQuestions.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.score)), 0),
};

/** The profile of a total, by the published bands; null outside them. */
export function profileForScore(total: number): RiskProfile | null {
  return riskBands.find((band) => total >= band.min && total <= band.max)?.profile ?? null;
}

export type RiskScore = {
  /** Each question's answer and score, null where it was not answered. */
  answers: { field: RiskQuestionField; topic: string; label: string | null; score: number | null }[];
  answered: number;
  total: number;
  /** Only when every question is answered: a partial total is no profile. */
  profile: RiskProfile | null;
};

/** Scores the answers by the published method. */
export function scoreRiskAnswers(values: Readonly<Record<string, unknown>>): RiskScore {
  const answers = riskQuestions.map((question) => {
    const chosen = (question.options as readonly RiskOption[]).find(
      (option) => option.value === values[question.field],
    );
    return {
      field: question.field,
      topic: question.topic,
      label: chosen?.label ?? null,
      score: chosen?.score ?? null,
    };
  });
  const answered = answers.filter((answer) => answer.score !== null).length;
  const total = answers.reduce((sum, answer) => sum + (answer.score ?? 0), 0);
  return {
    answers,
    answered,
    total,
    profile: answered === riskQuestions.length ? profileForScore(total) : null,
  };
}

export const riskAgreements = ['agreed', 'override'] as const;
export type RiskAgreement = (typeof riskAgreements)[number];

/**
 * The profile the advice rests on: the scored one when the client agreed with it, the adviser's override when
 * one is recorded with its reason; null while neither is recorded.
 */
export function adoptedRiskProfile(values: Readonly<Record<string, unknown>>): RiskProfile | null {
  const { profile } = scoreRiskAnswers(values);
  if (values.riskProfileAgreement === 'agreed') return profile;
  if (
    values.riskProfileAgreement === 'override' &&
    (riskProfiles as readonly unknown[]).includes(values.riskProfileOverride) &&
    typeof values.riskProfileOverrideReason === 'string' &&
    values.riskProfileOverrideReason.trim()
  )
    return values.riskProfileOverride as RiskProfile;
  return null;
}

/**
 * The specification's four-value risk tolerance (conservative, moderate, growth, aggressive) that a profile
 * corresponds to, for anything that still reads the earlier field.
 */
export const riskToleranceOfProfile: Record<
  RiskProfile,
  'conservative' | 'moderate' | 'growth' | 'aggressive'
> = {
  conservative: 'conservative',
  'moderately-conservative': 'moderate',
  balanced: 'moderate',
  growth: 'growth',
  'high-growth': 'aggressive',
};
