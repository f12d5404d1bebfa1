/**
 * The Fact Find's estate planning, Centrelink and risk profile sections (decision 037). Each prints only what
 * the record holds, every value with its source; the risk profile prints its published method (each option's
 * score and the bands) beside the answers, the total and the profile they give.
 */
import { formatDate } from '@/shared/format/date';
import { recordField } from '@/shared/record/record-fields';
import type { RecordFact } from '@/shared/record/record-types';
import {
  adoptedRiskProfile,
  riskBands,
  riskProfileLabels,
  riskQuestions,
  scoreRiskAnswers,
  type RiskOption,
} from '@/shared/estate/risk-profile';
import { factCell, factRows, nothingRecorded, type PdfContext } from './pdf-context';
import type { Cell } from './pdf-writer';
import { itemName } from './item-tables';

const facts = (context: PdfContext, subject: string, fields: readonly string[]): RecordFact[] =>
  fields.flatMap((field) => {
    const found = context.read.fact(subject, field);
    return found ? [found] : [];
  });

const personFields = ['WillStatus', 'WillDate', 'WillLocation', 'PoaStatus', 'PoaAttorneys'] as const;
const own = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** Wills and enduring powers of attorney, the client's and the partner's; each super fund's nomination. */
export function estateSection(context: PdfContext): void {
  const { writer, read } = context;
  let printed = false;
  /** Facts under a title; nothing at all (not even the title) when there are none. */
  const block = (list: readonly RecordFact[], title: string | null) => {
    if (list.length === 0) return;
    writer.details(factRows(context, list), { title });
    printed = true;
  };
  block(
    facts(
      context,
      'estate',
      personFields.map((field) => own(field)),
    ),
    context.clientName || 'The client',
  );
  block(
    facts(
      context,
      'estate',
      personFields.map((field) => `partner${field}`),
    ),
    context.partnerName || 'The partner',
  );
  block(facts(context, 'estate', ['estateNotes']), null);

  const funds = read.items('super');
  const nominated = funds.filter((fund) => read.fact(fund.subject, 'nominationType'));
  if (nominated.length > 0) {
    const cell = (subject: string, field: string): Cell => factCell(context, read.fact(subject, field));
    writer.tableSection(
      'Death benefit nominations',
      [
        { header: 'Super fund', width: 0.26, label: true },
        { header: 'Death benefit nomination', width: 0.24 },
        { header: 'Beneficiaries and shares', width: 0.32 },
        { header: 'Expires', width: 0.18 },
      ],
      nominated.map((fund) => [
        itemName(context, fund) || 'Super fund',
        cell(fund.subject, 'nominationType'),
        cell(fund.subject, 'nominationBeneficiaries'),
        cell(fund.subject, 'nominationExpiry'),
      ]),
    );
    printed = true;
  }
  const unknown = funds.filter((fund) => !read.fact(fund.subject, 'nominationType'));
  if (unknown.length > 0 && funds.length > 0) {
    writer.note(
      `No death benefit nomination is recorded for: ${unknown.map((fund) => itemName(context, fund) || 'a super fund').join(', ')}.`,
    );
    printed = true;
  }
  if (!printed) writer.paragraph(nothingRecorded);
}

/** Centrelink and other government payments: the payment with its cycle, the reference (masked), the cards. */
export function governmentSection(context: PdfContext): void {
  if (!context.writer.details(factRows(context, context.read.sectionFacts('government'))))
    context.writer.paragraph(nothingRecorded);
}

/** The scored questionnaire: each answer with its score, the total, the profile, agreement; then the method. */
export function riskSection(context: PdfContext): void {
  const { writer, read } = context;
  const values: Record<string, unknown> = {};
  for (const question of riskQuestions) values[question.field] = read.fact('answers', question.field)?.value;
  for (const field of ['riskProfileAgreement', 'riskProfileOverride', 'riskProfileOverrideReason'])
    values[field] = read.fact('answers', field)?.value;
  const score = scoreRiskAnswers(values);
  const legacy = read.fact('answers', 'riskTolerance');

  if (score.answered === 0 && !legacy) {
    writer.paragraph(nothingRecorded);
    return;
  }
  if (score.answered > 0) {
    writer.table(
      [
        { header: 'Question', width: 0.36, label: true },
        { header: 'Answer', width: 0.5 },
        { header: 'Score', width: 0.14, align: 'right' },
      ],
      riskQuestions.flatMap((question, index) => {
        const fact = read.fact('answers', question.field);
        if (!fact) return [];
        const answer = score.answers[index]!;
        return [[`${index + 1}. ${question.topic}`, factCell(context, fact), String(answer.score ?? '—')]];
      }),
      {
        totalRow: [
          { text: 'Total', bold: true },
          { text: `${score.answered} of ${riskQuestions.length} questions answered`, bold: true },
          { text: String(score.total), bold: true },
        ],
      },
    );
    const band = riskBands.find((candidate) => candidate.profile === score.profile);
    writer.paragraph(
      score.profile && band
        ? `Scored profile: ${riskProfileLabels[score.profile]} (total ${score.total}, in the band ${band.min} to ${band.max}).`
        : `No profile yet: a profile is given only when all ${riskQuestions.length} questions are answered.`,
      { bold: true },
    );
    const agreement = facts(context, 'answers', [
      'riskProfileAgreement',
      'riskProfileOverride',
      'riskProfileOverrideReason',
    ]);
    if (agreement.length > 0) writer.details(factRows(context, agreement));
    const adopted = adoptedRiskProfile(values);
    if (adopted)
      writer.paragraph(`Profile the advice rests on: ${riskProfileLabels[adopted]}.`, { bold: true });
  }
  if (legacy)
    writer.details([
      [
        `${recordField('answers', 'riskTolerance')?.label ?? 'Risk tolerance'} (earlier single choice)`,
        factCell(context, legacy),
      ],
    ]);

  if (score.answered > 0) {
    writer.paragraph('Method: each answer scores as published below; the total falls in one band.', {
      bold: true,
    });
    writer.table(
      [
        { header: 'Profile', width: 0.5, label: true },
        { header: 'Total score', width: 0.5 },
      ],
      riskBands.map((band) => [riskProfileLabels[band.profile], `${band.min} to ${band.max}`]),
    );
    writer.table(
      [
        { header: 'Question', width: 0.36, label: true },
        { header: 'Answers and their scores', width: 0.64 },
      ],
      riskQuestions.map((question, index) => [
        `${index + 1}. ${question.question}`,
        (question.options as readonly RiskOption[])
          .map((option) => `${option.label}: ${option.score}`)
          .join('; '),
      ]),
    );
    writer.note(
      `Method as published with FactFind; printed ${formatDate(context.prepared.toISOString().slice(0, 10))}.`,
    );
  }
}
