import { toMoneyInput } from '@/shared/format/money';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  cashFlowExpenseKeys,
  cashFlowIncomeKeys,
  questionnaireAnswers,
  questionnaireFormValues,
  type Questionnaire,
  type QuestionnaireSection,
} from '@/shared/schemas/questionnaire';
import { riskQuestionnaireAnswers } from '@/shared/schemas/estate';

/** The form validates the whole questionnaire; a save sends only what changed (questionnaire-changes.ts). */
export const questionnaireFormSchema = questionnaireFormValues;
export type QuestionnaireFormInput = z.input<typeof questionnaireFormSchema>;
export type QuestionnaireFormOutput = z.output<typeof questionnaireFormSchema>;
export type QuestionnaireForm = UseFormReturn<QuestionnaireFormInput, unknown, QuestionnaireFormOutput>;

/** The questionnaire's element ids start "q-": "q-answers-retirementAge", "q-assets-0-type". */
export const questionnaireIdPrefix = 'q';

/** What every field control of the questionnaire takes. */
export const fieldsOf = (form: QuestionnaireForm) => ({
  control: form.control,
  idPrefix: questionnaireIdPrefix,
});

export type AnswerKey = keyof z.input<typeof questionnaireAnswers> & string;

/** Which tab each answer belongs to, so a problem can be shown where it is. */
export const sectionOfAnswer: Record<AnswerKey, QuestionnaireSection> = {
  retirementAge: 'goals',
  retirementLifestyle: 'goals',
  retirementIncome: 'goals',
  educationGoals: 'goals',
  propertyGoals: 'goals',
  travelPlans: 'goals',
  partnerRetirementAge: 'retirement',
  retirementLumpSum: 'retirement',
  agePensionExpectation: 'retirement',
  downsizingPlans: 'retirement',
  transitionToRetirement: 'retirement',
  estateWishes: 'retirement',
  superContributions: 'income',
  homeValue: 'assets',
  superBalance: 'assets',
  investments: 'assets',
  cash: 'assets',
  mortgage: 'assets',
  otherDebts: 'assets',
  lifeInsurance: 'assets',
  incomeProtection: 'assets',
  debtStrategy: 'liabilities',
  insuranceConcerns: 'insurance',
  investmentExperience: 'risk',
  riskTolerance: 'risk',
  timeHorizon: 'risk',
  ...(Object.fromEntries(Object.keys(riskQuestionnaireAnswers.shape).map((key) => [key, 'risk'])) as Record<
    keyof typeof riskQuestionnaireAnswers.shape,
    'risk'
  >),
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** What was saved, as the inputs hold it. */
export function toFormValues(saved: Questionnaire): QuestionnaireFormInput {
  const answers = Object.fromEntries(
    (Object.keys(sectionOfAnswer) as AnswerKey[]).map((key) => [key, text(saved.answers[key])]),
  ) as QuestionnaireFormInput['answers'];
  const flow = saved.cashFlow;
  const amounts = Object.fromEntries(
    [...cashFlowIncomeKeys, ...cashFlowExpenseKeys].map((key) => [key, toMoneyInput(flow?.[key])]),
  );
  return {
    answers,
    cashFlow: {
      ...amounts,
      abn: flow?.abn ?? '',
      businessStructure: flow?.businessStructure ?? '',
      irregularIncome: flow?.irregularIncome ?? false,
    },
    assets: saved.assets.map((asset) => ({
      id: asset.id,
      type: asset.type,
      description: asset.description,
      institution: text(asset.institution),
      accountNumber: text(asset.accountNumber),
      currentValue: toMoneyInput(asset.currentValue),
      purchasePrice: toMoneyInput(asset.purchasePrice),
      purchaseDate: text(asset.purchaseDate),
      ownershipSplit: text(asset.ownershipSplit),
      incomePA: toMoneyInput(asset.incomePA),
    })),
    liabilities: saved.liabilities.map((liability) => ({
      id: liability.id,
      type: liability.type,
      lender: text(liability.lender),
      accountNumber: text(liability.accountNumber),
      balance: toMoneyInput(liability.balance),
      limit: toMoneyInput(liability.limit),
      interestRate: text(liability.interestRate),
      repaymentAmount: toMoneyInput(liability.repaymentAmount),
      repaymentFrequency: text(liability.repaymentFrequency),
      securityProperty: text(liability.securityProperty),
      fixedRateExpiry: text(liability.fixedRateExpiry),
      features: liability.features,
    })),
    insurancePolicies: saved.insurancePolicies.map((policy) => ({
      id: policy.id,
      type: policy.type,
      insurer: text(policy.insurer),
      policyNumber: text(policy.policyNumber),
      sumInsured: toMoneyInput(policy.sumInsured),
      premium: toMoneyInput(policy.premium),
      premiumFrequency: text(policy.premiumFrequency),
      premiumType: text(policy.premiumType),
      fundingMethod: text(policy.fundingMethod),
      waitingPeriod: text(policy.waitingPeriod),
      benefitPeriod: text(policy.benefitPeriod),
      loadings: text(policy.loadings),
      exclusions: text(policy.exclusions),
    })),
  };
}

/** The first tab with a problem, in tab order. */
export function sectionWithErrors(
  errors: UseFormReturn<QuestionnaireFormInput>['formState']['errors'],
): QuestionnaireSection | null {
  const sections = new Set<QuestionnaireSection>();
  for (const key of Object.keys(errors.answers ?? {})) {
    const section = sectionOfAnswer[key as AnswerKey];
    if (section) sections.add(section);
  }
  if (errors.cashFlow) sections.add('income');
  if (errors.assets) sections.add('assets');
  if (errors.liabilities) sections.add('liabilities');
  if (errors.insurancePolicies) sections.add('insurance');
  const order: QuestionnaireSection[] = [
    'goals',
    'retirement',
    'income',
    'assets',
    'liabilities',
    'insurance',
    'risk',
  ];
  return order.find((section) => sections.has(section)) ?? null;
}
