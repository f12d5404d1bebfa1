/**
 * What the adviser sends for estate planning, Centrelink payments and a super fund's death benefit nomination
 * (decision 037): only the fields changed; '' or null clears one.
 */
import { z } from 'zod';
import { maxPeriodicAmount, moneyInput, optionalChoice, optionalDate, optionalText } from './field-types';
import { nominationTypes, paymentFrequencies, willStatuses } from '@/shared/estate/estate-fields';
import { riskAgreements, riskProfiles, riskQuestions } from '@/shared/estate/risk-profile';

export const estateUpdate = z
  .object({
    willStatus: optionalChoice(willStatuses),
    willDate: optionalDate,
    willLocation: optionalText(300),
    poaStatus: optionalChoice(willStatuses),
    poaAttorneys: optionalText(300),
    partnerWillStatus: optionalChoice(willStatuses),
    partnerWillDate: optionalDate,
    partnerWillLocation: optionalText(300),
    partnerPoaStatus: optionalChoice(willStatuses),
    partnerPoaAttorneys: optionalText(300),
    estateNotes: optionalText(2000),
  })
  .partial()
  .strict();
export type EstateUpdate = z.input<typeof estateUpdate>;

/** A Centrelink reference number ("204 123 456K") kept as its last 4 characters, letter included ("****456K"). */
const crnInput = z
  .string()
  .trim()
  .max(40, 'Use at most 40 characters')
  .nullish()
  .transform((value) => {
    const characters = (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    return characters ? `****${characters.slice(-4)}` : null;
  });

export const governmentUpdate = z
  .object({
    paymentName: optionalText(120),
    paymentAmount: moneyInput(maxPeriodicAmount),
    paymentFrequency: optionalChoice(paymentFrequencies),
    centrelinkReference: crnInput,
    concessionCards: optionalText(300),
    otherPayments: optionalText(2000),
  })
  .partial()
  .strict()
  .refine(
    (value) => !(value.paymentAmount && value.paymentFrequency === null),
    'An amount needs how often it is paid',
  );
export type GovernmentUpdate = z.input<typeof governmentUpdate>;

export const nominationUpdate = z
  .object({
    nominationType: optionalChoice(nominationTypes),
    nominationBeneficiaries: optionalText(500),
    nominationExpiry: optionalDate,
  })
  .partial()
  .strict();
export type NominationUpdate = z.input<typeof nominationUpdate>;

/**
 * The risk questionnaire's answers kept with the questionnaire's (time horizon and investment experience are
 * already there): each one of its question's options; the client's agreement, or an override with its reason.
 */
const riskChoice = (field: string) => {
  const question = riskQuestions.find((candidate) => candidate.field === field)!;
  const values = question.options.map((option) => option.value) as [string, ...string[]];
  return optionalChoice(values);
};
export const riskQuestionnaireAnswers = z.object({
  riskGoal: riskChoice('riskGoal'),
  riskFallReaction: riskChoice('riskFallReaction'),
  riskLossTolerance: riskChoice('riskLossTolerance'),
  riskIncomeNeed: riskChoice('riskIncomeNeed'),
  riskCapacityForLoss: riskChoice('riskCapacityForLoss'),
  riskReturnTradeoff: riskChoice('riskReturnTradeoff'),
  riskVolatility: riskChoice('riskVolatility'),
  riskEmergencyFunds: riskChoice('riskEmergencyFunds'),
  riskProfileAgreement: optionalChoice(riskAgreements),
  riskProfileOverride: optionalChoice(riskProfiles),
  riskProfileOverrideReason: optionalText(2000),
});
