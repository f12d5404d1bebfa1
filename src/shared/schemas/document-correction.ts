import { z } from 'zod';

export const correctionActions = ['corrected', 'confirmed'] as const;
export type CorrectionAction = (typeof correctionActions)[number];

/**
 * PUT /api/documents/:id/corrections/:fieldKey: the adviser corrects a value read from the document (a blank
 * value: the document does not say this) or confirms the reading as right.
 */
export const documentCorrectionRequest = z.object({
  action: z.enum(correctionActions, { message: 'Choose corrected or confirmed' }),
  value: z.union([z.string().max(500, 'Use at most 500 characters'), z.number()]).nullish(),
});
export type DocumentCorrectionRequest = z.input<typeof documentCorrectionRequest>;

/** A correction as the review screen shows it, beside the machine's reading. */
export type DocumentCorrection = {
  fieldKey: string;
  action: CorrectionAction;
  value: string | number | null;
  updatedAt: string;
};
