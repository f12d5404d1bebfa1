/** The estate, nomination and risk profile options in words, by '<subject kind>.<field>' (decision 037). */
import { nominationTypeLabels, willStatusLabels } from './estate-fields';
import { riskProfileLabels, riskQuestions, type RiskOption } from './risk-profile';

const riskAnswerWords = Object.fromEntries(
  riskQuestions
    .filter((question) => question.field !== 'timeHorizon')
    .map((question) => [
      `answers.${question.field}`,
      Object.fromEntries(
        (question.options as readonly RiskOption[]).map((option) => [option.value, option.label]),
      ),
    ]),
);

export const estateOptionWords: Record<string, Record<string, string>> = {
  'estate.willStatus': willStatusLabels,
  'estate.poaStatus': willStatusLabels,
  'estate.partnerWillStatus': willStatusLabels,
  'estate.partnerPoaStatus': willStatusLabels,
  'super.nominationType': nominationTypeLabels,
  ...riskAnswerWords,
  'answers.riskProfileAgreement': {
    agreed: 'Agrees with the scored profile',
    override: 'Profile overridden',
  },
  'answers.riskProfileOverride': riskProfileLabels,
};
