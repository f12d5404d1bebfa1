import type { CompletionCheckKey } from '@/shared/fact-find-completion';
import type { Client } from '@/shared/schemas/client';
import type { BankAccount, Goal, SuperAccount } from '@/shared/schemas/fact-find';
import type { Questionnaire, QuestionnaireSection } from '@/shared/schemas/questionnaire';
import type { ClientConfirmation } from '@/shared/schemas/document-request';

/** A client field that can have been read from a document. */
export type SourcedField =
  | 'name'
  | 'dob'
  | 'email'
  | 'mobile'
  | 'streetAddress'
  | 'suburb'
  | 'state'
  | 'postcode'
  | 'employer'
  | 'occupation';

/** The document (and page) a value was read from. */
export type FieldSource = { documentId: string; filename: string; type: string; page: number | null };

export type SnapshotDocument = {
  id: string;
  filename: string;
  type: string;
  uploadedAt: string;
  status: 'read' | 'failed' | 'in progress';
  confidence: string | null;
};

/**
 * Everything the Fact Find holds at one moment: what Save Progress keeps, what a PDF is made from, and
 * what each generation keeps with its hash. Plain JSON.
 */
export type FactFindSnapshot = {
  version: 1;
  preparedAt: string;
  practice: { name: string };
  adviser: { name: string; email: string };
  client: Client;
  superAccounts: SuperAccount[];
  bankAccounts: BankAccount[];
  goals: Goal[];
  goalAudioNotes: { count: number; totalSeconds: number };
  questionnaire: Omit<Questionnaire, 'clientId' | 'updatedAt'>;
  /** The questionnaire sections the client's scope of advice calls for. */
  scopeSections: QuestionnaireSection[];
  completion: { percent: number; missing: CompletionCheckKey[] };
  documents: SnapshotDocument[];
  fieldSources: Partial<Record<SourcedField, FieldSource>>;
  /** Facts the client confirmed or corrected through a document request (absent from older snapshots). */
  clientConfirmations?: ClientConfirmation[];
};
