import { useWatch, type FieldPath } from 'react-hook-form';
import {
  adoptedRiskProfile,
  riskBands,
  riskProfileDescriptions,
  riskProfileLabels,
  riskProfiles,
  riskQuestions,
  scoreRiskAnswers,
  type RiskOption,
} from '@/shared/estate/risk-profile';
import { SelectControl, TextAreaControl } from '@/client/components/form-controls';
import { ChoiceField } from './choice-field';
import { fieldsOf, type QuestionnaireForm, type QuestionnaireFormInput } from './questionnaire-form';

const watched = [
  ...riskQuestions.map((question) => question.field),
  'riskProfileAgreement',
  'riskProfileOverride',
  'riskProfileOverrideReason',
] as const;

/**
 * The Risk Profile tab (decision 037): ten scored questions, each option showing its published score; the
 * total, the profile its band gives and the bands themselves; then the client's agreement, or the adviser's
 * override with its reason. Replaces the single risk-tolerance choice.
 */
export function RiskQuestionnaire({ form }: { form: QuestionnaireForm }) {
  const values = useWatch({
    control: form.control,
    name: watched.map((field) => `answers.${field}`) as FieldPath<QuestionnaireFormInput>[],
  }) as unknown[];
  const answers = Object.fromEntries(watched.map((field, index) => [field, values[index]]));
  const score = scoreRiskAnswers(answers);
  const adopted = adoptedRiskProfile(answers);
  const band = riskBands.find((candidate) => candidate.profile === score.profile);

  return (
    <div className="space-y-8" data-testid="risk-questionnaire">
      <p className="text-sm text-muted-foreground">
        Ask each question in the client’s words. Each answer carries the score shown beside it; the total
        places the client in one of the five bands below.
      </p>
      {riskQuestions.map((question, index) => (
        <ChoiceField
          key={question.field}
          form={form}
          name={`answers.${question.field}` as FieldPath<QuestionnaireFormInput>}
          label={`${index + 1}. ${question.question}`}
          options={(question.options as readonly RiskOption[]).map((option) => ({
            value: option.value,
            label: option.label,
            description: `Score ${option.score}`,
          }))}
        />
      ))}

      <section
        aria-labelledby="risk-result-title"
        className="space-y-4 rounded-lg border bg-muted/40 p-4"
        data-testid="risk-result"
      >
        <h3 id="risk-result-title" className="text-base font-semibold">
          Result
        </h3>
        <p className="text-sm" aria-live="polite">
          {score.profile && band ? (
            <>
              Total <strong>{score.total}</strong> of {riskQuestions.length} answers: scored profile{' '}
              <strong data-testid="risk-scored-profile">{riskProfileLabels[score.profile]}</strong> (band{' '}
              {band.min} to {band.max}). {riskProfileDescriptions[score.profile]}
            </>
          ) : (
            <>
              {score.answered} of {riskQuestions.length} questions answered (total so far {score.total}). A
              profile is given once every question is answered.
            </>
          )}
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[18rem] text-left text-sm">
            <caption className="mb-1 text-left text-xs font-semibold text-muted-foreground">
              The published method: total score and profile
            </caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Total score
                </th>
                <th scope="col" className="py-1 font-medium">
                  Profile
                </th>
              </tr>
            </thead>
            <tbody>
              {riskBands.map((candidate) => (
                <tr
                  key={candidate.profile}
                  className={candidate.profile === score.profile ? 'bg-accent font-medium' : undefined}
                >
                  <td className="py-1 pr-3 tabular-nums">
                    {candidate.min} to {candidate.max}
                  </td>
                  <td className="py-1">{riskProfileLabels[candidate.profile]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <ChoiceField
          form={form}
          name="answers.riskProfileAgreement"
          label="Does the client agree with the scored profile?"
          options={[
            {
              value: 'agreed',
              label: 'The client agrees',
              description: 'The advice rests on the scored profile.',
            },
            {
              value: 'override',
              label: 'Another profile',
              description: 'Record the profile and the reason for departing from the score.',
            },
          ]}
        />
        {answers.riskProfileAgreement === 'override' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectControl
              {...fieldsOf(form)}
              name="answers.riskProfileOverride"
              label="Profile instead"
              options={riskProfiles.map((profile) => ({ value: profile, label: riskProfileLabels[profile] }))}
            />
            <TextAreaControl
              {...fieldsOf(form)}
              name="answers.riskProfileOverrideReason"
              label="Reason for the override"
              placeholder="e.g. a long horizon and other assets outweigh the answers on falls"
            />
          </div>
        )}
        {adopted && (
          <p className="text-sm font-medium" data-testid="risk-adopted-profile">
            Profile the advice rests on: {riskProfileLabels[adopted]}
          </p>
        )}
      </section>
    </div>
  );
}
