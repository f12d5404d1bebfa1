/**
 * Reasonable inquiries (decision 036): each disagreement between what the client said, what the adviser typed
 * and what the documents show, both sides with their sources, open ones first, then the resolved ones with
 * the adviser's note, who resolved it and when.
 */
import { formatDate, formatDateTime } from '@/shared/format/date';
import { inquiryCheckLabels, type Inquiry } from '@/shared/schemas/inquiries';
import type { Cell } from './pdf-writer';
import type { SectionWriter } from './record-sections';

const sideCell = (side: Inquiry['said']): Cell => ({ text: side.says, note: side.source });

export const inquiriesSection: SectionWriter = (context) => {
  const { writer, snapshot, timeZone } = context;
  const inquiries = snapshot.inquiries ?? [];
  if (inquiries.length === 0) {
    writer.paragraph(
      'Nothing disagrees: what the client said and the adviser recorded agrees with the documents received, and no evidence is stale.',
    );
    return;
  }
  const open = inquiries.filter((inquiry) => !inquiry.resolution);
  const resolved = inquiries.filter((inquiry) => inquiry.resolution);
  writer.lead(
    `What the client said, what the adviser recorded and what the documents show were compared. ${open.length} ${open.length === 1 ? 'disagreement is' : 'disagreements are'} open and ${resolved.length} resolved.`,
  );
  const columns = [
    { header: 'Check', width: 0.16, label: true },
    { header: 'Said, recorded or required', width: 0.28 },
    { header: 'The documents show', width: 0.28 },
  ];
  if (open.length > 0) {
    writer.subHeading(`Open (${open.length})`);
    writer.table(
      [...columns, { header: 'Status', width: 0.28 }],
      open.map((inquiry): Cell[] => [
        { text: inquiryCheckLabels[inquiry.check], note: inquiry.title },
        sideCell(inquiry.said),
        sideCell(inquiry.shown),
        inquiry.reopened
          ? {
              text: 'Open: reopened',
              note: `A side changed after ${inquiry.reopened.resolvedBy} resolved it on ${formatDate(inquiry.reopened.resolvedAt, { timeZone })}: "${inquiry.reopened.note}"`,
            }
          : {
              text: 'Open',
              note: inquiry.evidenceDate
                ? `Latest evidence dated ${formatDate(inquiry.evidenceDate)}`
                : undefined,
            },
      ]),
    );
  }
  if (resolved.length > 0) {
    writer.subHeading(`Resolved (${resolved.length})`);
    writer.table(
      [...columns, { header: 'Resolution', width: 0.28 }],
      resolved.map((inquiry): Cell[] => [
        { text: inquiryCheckLabels[inquiry.check], note: inquiry.title },
        sideCell(inquiry.said),
        sideCell(inquiry.shown),
        {
          text: inquiry.resolution!.note,
          note: `Resolved by ${inquiry.resolution!.resolvedBy}, ${formatDateTime(inquiry.resolution!.resolvedAt, { timeZone })}`,
        },
      ]),
    );
  }
};
