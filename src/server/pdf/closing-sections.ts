/**
 * The sections after the record's own: what is not yet known, what waits for the adviser's review (conflicts,
 * offers, documents set aside), completion and readiness to sign, the documents, and the declarations.
 */
import { completionCheckKeys, completionCheckLabels } from '@/shared/fact-find-completion';
import { formatDate } from '@/shared/format/date';
import { documentTypeLabels, type DocumentType } from '@/shared/options';
import { recordSectionLabels, recordSections } from '@/shared/record/record-fields';
import type { ClientConfirmation } from '@/shared/schemas/document-request';
import type { FactOffer } from '@/shared/schemas/extracted-facts';
import { colours, contentWidth, page, type Cell } from './pdf-writer';
import type { SectionWriter } from './record-sections';

const typeLabel = (type: string) => documentTypeLabels[type as DocumentType] ?? 'Document';
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Facts not yet known listed in one row of that table. */
const perRow = 12;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What the record does not know, by section, so that nothing unknown is printed as a value. */
export const notYetKnownSection: SectionWriter = (context) => {
  const { missing } = context.snapshot.record;
  if (missing.length === 0) {
    context.writer.paragraph('The record holds every fact this Fact Find asks for.');
    return;
  }
  context.writer.lead(
    `These facts are not in the client's record yet. They are left out of the sections above rather than printed as a value.`,
  );
  const order = recordSections.map((section) => recordSectionLabels[section] as string);
  const sections = [...new Set(missing.map((fact) => fact.section))].sort(
    (a, b) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1),
  );
  context.writer.table(
    [
      { header: 'Section', width: 0.3, label: true },
      { header: 'Not yet known', width: 0.7 },
    ],
    // A section's facts a dozen to a row, so that no row outgrows a page.
    sections.flatMap((section) => {
      const labels = missing.filter((fact) => fact.section === section).map((fact) => fact.label);
      return Array.from({ length: Math.ceil(labels.length / perRow) }, (_, index) => [
        index === 0 ? section : `${section} (continued)`,
        labels.slice(index * perRow, (index + 1) * perRow).join('\n'),
      ]);
    }),
    { header: 'plain' },
  );
};

/** "document.pdf p.2, statement.pdf" */
const offerSources = (offer: FactOffer) =>
  [
    ...new Set(offer.sources.map((source) => `${source.filename}${source.page ? ` p.${source.page}` : ''}`)),
  ].join(', ');

const givenWords = { set: 'given by', confirmed: 'confirmed by', corrected: 'corrected by' } as const;

/**
 * Conflicts (a document says otherwise than a value a person gave), how many other offers wait, and the
 * documents set aside as someone else's.
 */
export const reviewSection: SectionWriter = (context) => {
  const { writer, snapshot } = context;
  const { offers, flaggedDocuments } = snapshot.record;
  const conflicts = offers.filter((offer) => offer.conflict);
  const others = offers.filter((offer) => !offer.conflict);
  if (conflicts.length === 0 && others.length === 0 && flaggedDocuments.length === 0) {
    writer.paragraph(
      'Nothing is waiting for review: no conflicts, no facts offered by documents, no documents set aside.',
    );
    return;
  }
  if (conflicts.length > 0) {
    writer.subHeading(`Open conflicts (${conflicts.length})`);
    writer.table(
      [
        { header: 'Fact', width: 0.28, label: true },
        { header: 'In the record', width: 0.36 },
        { header: 'A document says', width: 0.36 },
      ],
      conflicts.map((offer): Cell[] => [
        offer.label,
        {
          text: offer.current || '—',
          note: offer.conflict
            ? `${capitalised(givenWords[offer.conflict.status])} ${offer.conflict.givenBy} on ${formatDate(offer.conflict.at, { timeZone: context.timeZone })}`
            : undefined,
        },
        { text: offer.display, note: offerSources(offer) },
      ]),
    );
  }
  if (others.length > 0) {
    const bySection = new Map<string, number>();
    for (const offer of others) {
      const label = recordSectionLabels[offer.section as keyof typeof recordSectionLabels] ?? offer.section;
      bySection.set(label, (bySection.get(label) ?? 0) + 1);
    }
    writer.paragraph(
      `${plural(others.length, 'other fact')} read from the documents ${others.length === 1 ? 'waits' : 'wait'} for the adviser's review and ${others.length === 1 ? 'is' : 'are'} not part of this record yet: ${[...bySection].map(([section, count]) => `${section} ${count}`).join(', ')}.`,
    );
  }
  if (flaggedDocuments.length > 0) {
    writer.subHeading('Documents set aside as someone else’s');
    writer.table(
      [
        { header: 'Document', width: 0.4 },
        { header: 'Type', width: 0.25 },
        { header: 'Name on it', width: 0.35 },
      ],
      flaggedDocuments.map((document) => [
        document.filename,
        typeLabel(document.type),
        [
          document.person.name,
          document.person.dateOfBirth ? `born ${formatDate(document.person.dateOfBirth)}` : '',
        ]
          .filter(Boolean)
          .join(', ') || 'Not read',
      ]),
    );
  }
};

/** Completion by the specification's required items, and whether the Fact Find is ready to sign (and why not). */
export const completionSection: SectionWriter = (context) => {
  const { writer, snapshot } = context;
  const { completion, readyToSign, offers } = snapshot.record;
  const missing = new Set(completion.missing);
  const done = completionCheckKeys.length - missing.size;
  writer.lead(
    `The Fact Find is ${completion.percent}% complete: ${done} of the ${completionCheckKeys.length} required items.`,
  );
  writer.table(
    [
      { header: 'Required item', width: 0.7 },
      { header: 'Status', width: 0.3 },
    ],
    completionCheckKeys.map((key) => [
      completionCheckLabels[key],
      missing.has(key)
        ? { text: 'Missing', bold: true, colour: colours.danger }
        : { text: 'Complete', colour: colours.success },
    ]),
    { header: 'plain' },
  );
  const completed = new Set(snapshot.questionnaire.completedSections);
  const sectionsDone = snapshot.scopeSections.filter((section) => completed.has(section)).length;
  const conflicts = offers.filter((offer) => offer.conflict).length;
  const reasons = [
    completion.percent < 100 ? `${plural(missing.size, 'required item')} missing` : null,
    sectionsDone < snapshot.scopeSections.length
      ? `${sectionsDone} of ${snapshot.scopeSections.length} questionnaire sections complete`
      : null,
    conflicts > 0 ? `${plural(conflicts, 'conflict')} open` : null,
  ].filter(Boolean);
  writer.paragraph(
    readyToSign
      ? 'Ready to sign: every required item is recorded, the questionnaire is complete and no conflict is open.'
      : `Not ready to sign${reasons.length > 0 ? `: ${reasons.join('; ')}` : ''}.`,
    { bold: true, colour: readyToSign ? colours.success : colours.danger },
  );
};

/** "Client corrected this to "…" on 25/11/2026", or that the client confirmed the reading. */
function clientAnswer(confirmation: ClientConfirmation, timeZone: string): string {
  const day = formatDate(confirmation.confirmedAt, { timeZone });
  return confirmation.correction
    ? `Client corrected this to "${confirmation.correction}" on ${day}`
    : `Client confirmed this reading on ${day}`;
}

/** The client's documents, and what the client said of the facts read from them. */
export const documentsSection: SectionWriter = (context) => {
  const { writer, snapshot, timeZone } = context;
  writer.lead(
    "Each value in this Fact Find names its source, beneath it or in its table's Source column: the document and page it was read on, the adviser who entered it, or the client.",
  );
  writer.tableSection(
    null,
    [
      { header: 'Document', width: 0.38 },
      { header: 'Type', width: 0.22 },
      { header: 'Uploaded', width: 0.14 },
      { header: 'Status', width: 0.13 },
      { header: 'Confidence', width: 0.13 },
    ],
    snapshot.documents.map((document) => [
      document.filename,
      typeLabel(document.type),
      formatDate(document.uploadedAt, { timeZone }),
      capitalised(document.status),
      document.confidence ? capitalised(document.confidence) : '',
    ]),
    { empty: 'No documents on file for this client.' },
  );
  if (snapshot.clientConfirmations.length > 0)
    writer.tableSection(
      'Confirmed by the client',
      [
        { header: 'Fact', width: 0.34 },
        { header: 'Read from the documents', width: 0.3 },
        { header: 'The client', width: 0.36 },
      ],
      snapshot.clientConfirmations.map((confirmation) => [
        confirmation.label,
        confirmation.value,
        clientAnswer(confirmation, timeZone),
      ]),
    );
};

/** Consents as the record holds them, the client's acknowledgement and lines to sign on. */
export const declarationsSection: SectionWriter = (context) => {
  const { writer, snapshot, read, timeZone } = context;
  const consent = read.internalFact('client', 'privacyConsent');
  const sharing = read.internalFact('client', 'dataSharing');
  const consentDay = snapshot.client.consentAt
    ? ` on ${formatDate(snapshot.client.consentAt, { timeZone })}`
    : '';
  writer.details([
    [
      'Privacy consent',
      consent
        ? { text: consent.value === true ? `Given${consentDay}` : 'Not given', note: read.source(consent) }
        : 'Not recorded',
    ],
    [
      'Data sharing',
      sharing
        ? { text: sharing.value === true ? 'Agreed' : 'Not agreed', note: read.source(sharing) }
        : 'Not recorded',
    ],
  ]);
  const practice = snapshot.practice.name;
  const statement = `I confirm that the information in this Fact Find is, to the best of my knowledge, complete and correct, and that I will tell ${practice} of any change that could affect the advice.`;
  const signers = [
    context.clientName,
    ...(context.partnerName ? [context.partnerName] : []),
    `${snapshot.adviser.name} (adviser)`,
  ];
  writer.ensureSpace(writer.heightOf(statement, contentWidth) + signers.length * 50 + 10);
  writer.paragraph(statement);
  for (const signer of signers) {
    writer.gap(30);
    const y = writer.y;
    writer.doc
      .moveTo(page.margin, y)
      .lineTo(page.margin + 260, y)
      .lineWidth(0.7)
      .strokeColor(colours.text)
      .stroke();
    writer.doc
      .moveTo(page.margin + 300, y)
      .lineTo(page.width - page.margin, y)
      .stroke();
    writer.text(signer, { x: page.margin, y: y + 4, width: 260, size: 8.5, colour: colours.muted });
    writer.text('Date', { x: page.margin + 300, y: y + 4, width: 150, size: 8.5, colour: colours.muted });
    writer.y = y + 16;
  }
};
