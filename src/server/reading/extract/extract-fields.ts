import type { RecognisedDocument } from '@/server/reading/recognise/types';
import { fieldDefinition } from '@/shared/field-registry';
import type { DocumentType } from '@/shared/options';
import { extractBank } from './bank';
import {
  calibratedLevel,
  fieldEvidence,
  shippedCalibration,
  type ConfidenceCalibration,
} from './calibrate-confidence';
import { crossCheckFields } from './cross-check-fields';
import { fillFromCandidates } from './candidates/choose-fields';
import { rankCandidates, shippedFieldRanker, type FieldRankerModel } from './candidates/field-ranker';
import { fillFromSpans, ISSUER_KEYS } from './candidates/rank-spans';
import { FieldSet } from './field';
import { findDocumentDate } from './find-document-date';
import { extractInsurance } from './insurance';
import { extractInvestment } from './investment';
import { readLayout } from './layout/read-layout';
import type { Box, Layout } from './layout/types';
import { extractLicense } from './license';
import { extractMortgage } from './mortgage';
import { extractOther } from './other';
import { extractPassport } from './passport';
import { extractPayslip } from './payslip';
import { extractPerson } from './person';
import { extractSuper } from './super';
import { extractTax } from './tax';
import { applyPracticeFields } from '../practice/apply-practice-fields';
import { layoutWords, type PracticeReadingModel } from '../practice/practice-model';
import { extractCentrelink } from './centrelink';
import {
  governmentKeys,
  nominationKeys,
  personKeys,
  typeKeys,
  type ExtractedField,
  type ExtractedFields,
  type ExtractionResult,
  type FieldKey,
} from './types';

const EXTRACTORS: Record<DocumentType, (layout: Layout) => ExtractionResult> = {
  license: extractLicense,
  passport: extractPassport,
  super: extractSuper,
  bank: extractBank,
  payslip: extractPayslip,
  tax: extractTax,
  mortgage: extractMortgage,
  insurance: extractInsurance,
  investment: extractInvestment,
  other: extractOther,
};

/** A statement whose headline figure was read by no rule and by no label is for the adviser to review: one of
 * these keys at least must be read, after the ranker has filled what the rules left. */
const HEADLINE_FIGURES: Partial<Record<DocumentType, readonly FieldKey[]>> = {
  super: ['balance'],
  investment: ['totalValue'],
  mortgage: ['balance'],
  tax: ['taxableIncome'],
  insurance: ['sumInsured', 'premium'],
};

/** Fields the document's own extractor read with high confidence (check digits, totals) win over the generic person reading. */
function combine(
  typed: ExtractionResult,
  person: Partial<Record<FieldKey, ExtractedField>>,
  allowed: ReadonlySet<string>,
) {
  const fields = new FieldSet();
  const entries = Object.entries(typed.fields) as [FieldKey, ExtractedField][];
  for (const [key, field] of entries) if (field.confidence === 'high') fields.put(key, field);
  fields.merge(person);
  for (const [key, field] of entries) fields.put(key, field);
  return Object.fromEntries(Object.entries(fields.fields).filter(([key]) => allowed.has(key)));
}

const within = (inner: Box, outer: Box): boolean =>
  inner.x0 >= outer.x0 - 0.5 &&
  inner.x1 <= outer.x1 + 0.5 &&
  inner.y0 >= outer.y0 - 0.5 &&
  inner.y1 <= outer.y1 + 0.5;

/**
 * An issuer a rule read from a line of the client's own name and address block is none (OCR ran the title
 * into the name, "MrsPriya Okafor", or the number into the street, "43Gregory Terrace", so the heading rule
 * did not know them): one printed line is one fact. The span ranker may read the issuer instead.
 */
function withoutIssuerInAddressBlock(type: DocumentType, fields: ExtractedFields): ExtractedFields {
  const key = (ISSUER_KEYS as Partial<Record<DocumentType, FieldKey>>)[type];
  const issuer = key ? fields[key] : undefined;
  if (!key || !issuer || issuer.evidence?.origin === 'ranker') return fields;
  const { page, box } = issuer.source;
  const inBlock = (['fullName', 'addressStreet'] as const).some((personKey) => {
    const person = fields[personKey]?.source;
    return person?.page === page && box !== undefined && person.box !== undefined && within(box, person.box);
  });
  if (!inBlock) return fields;
  const { [key]: _dropped, ...rest } = fields;
  return rest;
}

/**
 * Reads the canonical fields (shared/eval/FIELDS.md) of a document of a known type: the type's rules first,
 * then the candidate ranker for the typed values (amounts, dates, rates, periods) they left empty, and the
 * span ranker for a person's name, a payslip's position, a super option or an issuer no rule read. Account and
 * member numbers are returned in full for in-memory checks; mask them with maskExtractedFields before storing.
 * `ranker` is for evaluation (a model trained without the families being measured); `null` reads by rules alone.
 * Each field's confidence is calibrated from its evidence (`calibration`); cross-checks mark values to check.
 * A practice's model (`practice`, decision 033) then reads where that practice's corrections say the rules are wrong.
 */
export function extractFields(
  documentType: DocumentType,
  doc: RecognisedDocument,
  ranker: FieldRankerModel | null = shippedFieldRanker,
  calibration: ConfidenceCalibration = shippedCalibration,
  practice: PracticeReadingModel | null = null,
): ExtractionResult {
  const layout = readLayout(doc);
  const typed = EXTRACTORS[documentType](layout);
  const person = extractPerson(layout);
  const allowed = new Set<string>([
    ...personKeys,
    ...typeKeys[documentType],
    ...(documentType === 'super' ? nominationKeys : []),
  ]);
  const ruled = withoutIssuerInAddressBlock(documentType, combine(typed, person, allowed));
  const ranked = ranker
    ? fillFromSpans(
        documentType,
        fillFromCandidates(documentType, ruled, rankCandidates(documentType, layout, ranker)),
        layout,
        ranker,
      )
    : ruled;
  const fields = practice
    ? applyPracticeFields(documentType, layout, layoutWords(doc), ranked, practice)
    : ranked;
  // A Centrelink letter's facts, whatever type the classifier gave the letter (decision 037).
  for (const [key, field] of Object.entries(extractCentrelink(layout)))
    if (!(key in fields) && (governmentKeys as readonly string[]).includes(key))
      fields[key as FieldKey] = field;
  const warnings = [...typed.warnings];
  // Counted by where they were read: one blurred address line yields four low fields but is one problem.
  const lowCount = new Set(
    Object.values(fields).flatMap((field) => (field?.confidence === 'low' ? [field.source.text] : [])),
  ).size;
  if (lowCount >= 3) warnings.push(`${lowCount} places were read with low confidence.`);
  const [headline, ...alternatives] = HEADLINE_FIGURES[documentType] ?? [];
  const headlineMissing =
    headline !== undefined && [headline, ...alternatives].every((key) => fields[key] === undefined);
  if (headlineMissing) warnings.push(`No ${fieldDefinition(headline)?.label.toLowerCase()} found.`);
  const documentDate = findDocumentDate(documentType, layout, fields) ?? undefined;
  // The rules' levels above decide what the rules prefer and when a document needs review; what a level
  // tells the adviser is what held-out documents showed for such evidence (confidence-calibration.json).
  for (const [key, field] of Object.entries(fields) as [FieldKey, ExtractedField][]) {
    const { checked: _checked, ...rest } = field;
    const evidence = fieldEvidence(field, doc.pages[field.source.page - 1]?.source);
    fields[key] = { ...rest, evidence, confidence: calibratedLevel(key, evidence, calibration) };
  }
  crossCheckFields(documentType, fields);
  return {
    fields,
    requiresManualReview: typed.requiresManualReview || lowCount >= 3 || headlineMissing,
    warnings,
    documentDate,
  };
}
