import type { ClientRecordView } from '@/shared/record/record-types';
import type { QuestionnaireSection } from '@/shared/schemas/questionnaire';
import type { ClientConfirmation } from '@/shared/schemas/document-request';
import type { DueDiligenceView } from '@/shared/schemas/due-diligence';
import type { Inquiry } from '@/shared/schemas/inquiries';

export type SnapshotDocument = {
  id: string;
  filename: string;
  type: string;
  uploadedAt: string;
  status: 'read' | 'failed' | 'in progress';
  confidence: string | null;
};

/**
 * Everything the Fact Find holds at one moment: what Save Progress keeps, what a PDF is made from, and what
 * each generation keeps with its hash. Plain JSON. Version 2 carries the client's record (decision 017):
 * every fact with its source, status and cycle or date, what is missing, and the offers left open.
 */
export type FactFindSnapshot = {
  version: 2;
  preparedAt: string;
  practice: { name: string };
  adviser: { name: string; email: string };
  /** Who the Fact Find is about, as the record names them now. */
  client: {
    id: string;
    givenNames: string;
    familyName: string;
    scopeOfAdvice: string[];
    consentAt: string | null;
    createdAt: string;
  };
  record: ClientRecordView;
  goalAudioNotes: { count: number; totalSeconds: number };
  questionnaire: { completedSections: QuestionnaireSection[]; completedAt: string | null };
  /** The questionnaire sections the client's scope of advice calls for. */
  scopeSections: QuestionnaireSection[];
  documents: SnapshotDocument[];
  /** Facts the client confirmed or corrected through a document request. */
  clientConfirmations: ClientConfirmation[];
  /** Customer due diligence, person by person (decision 035); absent from snapshots kept before it. */
  dueDiligence?: DueDiligenceView;
  /** Reasonable inquiries: disagreements, open and resolved (decision 036); absent in older snapshots. */
  inquiries?: Inquiry[];
};
