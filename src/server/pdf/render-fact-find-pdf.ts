/**
 * The Fact Find PDF, rendered from the client's record (decision 017): a cover with completion, readiness and
 * contents; a section for each of the record's sections, in order, each value with its source; then what is
 * not yet known, what waits for review, completion, the documents and the declarations; running headers and
 * "Page n of N".
 */
import { completionCheckKeys } from '@/shared/fact-find-completion';
import { formatDate, formatDateLong } from '@/shared/format/date';
import { fullName } from '@/shared/format/name';
import { recordSectionLabels, recordSections } from '@/shared/record/record-fields';
import type { FactFindSnapshot } from '@/server/core/fact-find/fact-find-snapshot';
import {
  completionSection,
  declarationsSection,
  documentsSection,
  notYetKnownSection,
  reviewSection,
} from './closing-sections';
import { dueDiligenceSection } from './due-diligence-section';
import { inquiriesSection } from './inquiries-section';
import type { PdfContext } from './pdf-context';
import { colours, contentWidth, page, PdfWriter } from './pdf-writer';
import { readRecord } from './record-reader';
import { sectionWriters, type SectionWriter } from './record-sections';

export type RenderOptions = {
  snapshot: FactFindSnapshot;
  /** SHA-256 of the snapshot, printed as the document's reference. */
  contentHash: string;
  /** Dates and times print in this zone (the practice is Australian). */
  timeZone?: string;
};

type Section = { title: string; destination: string; draw: SectionWriter };

const sections: readonly Section[] = [
  ...recordSections.map((section) => ({
    title: recordSectionLabels[section],
    destination: section,
    draw: sectionWriters[section],
  })),
  { title: 'Customer due diligence', destination: 'due-diligence', draw: dueDiligenceSection },
  { title: 'Not yet known', destination: 'not-yet-known', draw: notYetKnownSection },
  { title: 'Waiting for review', destination: 'review', draw: reviewSection },
  { title: 'Reasonable inquiries', destination: 'inquiries', draw: inquiriesSection },
  { title: 'Completion and readiness to sign', destination: 'completion', draw: completionSection },
  { title: 'Documents and sources', destination: 'documents', draw: documentsSection },
  { title: 'Declarations', destination: 'declarations', draw: declarationsSection },
];

/** The cover: the practice, who it is for, the reference, completion and readiness, and room for contents. */
function drawCover(context: PdfContext, reference: string, preparedText: string): number {
  const { writer, snapshot, clientName, partnerName } = context;
  const { practice, adviser, client, record } = snapshot;
  const bandHeight = 250;
  writer.doc.rect(0, 0, page.width, bandHeight).fill(colours.primary);
  writer.logo(page.margin, 44, 30, { inverse: true });
  writer.text('FactFind', { x: page.margin + 40, y: 50, size: 17, bold: true, colour: '#ffffff' });
  writer.text(practice.name, {
    x: page.width / 2,
    y: 54,
    width: contentWidth / 2,
    size: 10,
    colour: '#d6ebf2',
    align: 'right',
  });
  writer.text('FACT FIND', { x: page.margin, y: 120, size: 10, bold: true, colour: colours.accent });
  writer.text(clientName, { x: page.margin, y: 136, size: 26, bold: true, colour: '#ffffff' });
  if (partnerName)
    writer.text(`and ${partnerName}`, { x: page.margin, y: writer.y + 2, size: 15, colour: '#ffffff' });
  writer.text(`Prepared ${preparedText}`, {
    x: page.margin,
    y: bandHeight - 40,
    size: 11,
    colour: '#d6ebf2',
  });

  const labelWidth = 120;
  let y = bandHeight + 24;
  const fact = (label: string, value: string, colour: string = colours.text) => {
    writer.text(label.toUpperCase(), {
      x: page.margin,
      y,
      width: labelWidth,
      size: 7.5,
      bold: true,
      colour: colours.muted,
    });
    writer.text(value, {
      x: page.margin + labelWidth,
      y: y - 1,
      width: contentWidth - labelWidth,
      size: 10,
      colour,
    });
    y = writer.y + 7;
  };
  fact('Prepared for', partnerName ? `${clientName} and ${partnerName}` : clientName);
  fact('Prepared by', `${adviser.name}, ${practice.name}`);
  fact('Areas of advice', client.scopeOfAdvice.length > 0 ? client.scopeOfAdvice.join(', ') : 'Not recorded');
  fact('Reference', `${reference}  (SHA-256 of this Fact Find's content)`);
  const missing = record.completion.missing.length;
  fact(
    'Completion',
    `${record.completion.percent}% (${completionCheckKeys.length - missing} of ${completionCheckKeys.length} required items)`,
  );
  writer.progressBar(page.margin + labelWidth, y - 3, 200, record.completion.percent);
  y += 10;
  fact(
    'Ready to sign',
    record.readyToSign ? 'Yes' : `Not yet (see section ${context.sectionNumber('completion')})`,
    record.readyToSign ? colours.success : colours.danger,
  );
  const notKnown = record.missing.length;
  const conflicts = record.offers.filter((offer) => offer.conflict).length;
  const openInquiries = (snapshot.inquiries ?? []).filter((inquiry) => !inquiry.resolution).length;
  fact(
    'Open items',
    `${notKnown} ${notKnown === 1 ? 'fact' : 'facts'} not yet known; ${conflicts} ${conflicts === 1 ? 'conflict' : 'conflicts'} to review` +
      (openInquiries > 0
        ? `; ${openInquiries} ${openInquiries === 1 ? 'disagreement' : 'disagreements'} with the documents (see section ${context.sectionNumber('inquiries')})`
        : ''),
  );

  writer.text('Contents', { x: page.margin, y: y + 8, size: 12, bold: true, colour: colours.primary });
  writer.doc
    .moveTo(page.margin, writer.y + 3)
    .lineTo(page.width - page.margin, writer.y + 3)
    .lineWidth(0.8)
    .strokeColor(colours.border)
    .stroke();
  return writer.y + 10;
}

/** The contents in two columns, each title linked to its section, with its page. */
function drawContents(context: PdfContext, top: number, sectionPages: number[]): void {
  const { writer } = context;
  const perColumn = Math.ceil(sections.length / 2);
  const columnWidth = contentWidth / 2 - 12;
  sections.forEach((section, index) => {
    const column = Math.floor(index / perColumn);
    const x = page.margin + column * (columnWidth + 24);
    const y = top + (index % perColumn) * 14;
    writer.text(`${index + 1}.  ${section.title}`, {
      x,
      y,
      width: columnWidth - 30,
      size: 9,
      goTo: section.destination,
    });
    writer.text(String(sectionPages[index] ?? ''), {
      x: x + columnWidth - 30,
      y,
      width: 30,
      size: 9,
      colour: colours.muted,
      align: 'right',
    });
  });
}

/** The confidentiality notice at the foot of the cover, and each later page's header and footer. */
function drawPageFurniture(context: PdfContext, reference: string): void {
  const { writer, snapshot, clientName, timeZone } = context;
  const { practice, adviser } = snapshot;
  const doc = writer.doc;
  const total = doc.bufferedPageRange().count;
  doc.switchToPage(0);
  const notice =
    `Confidential. This Fact Find holds personal and financial information collected by ${practice.name} to provide financial advice, handled under the Australian Privacy Principles. ` +
    "It records facts and the client's objectives; it is not advice.";
  writer.outsideMargins(() => {
    const noticeY = page.height - 92;
    doc.rect(page.margin, noticeY, contentWidth, 46).fill(colours.primaryLight);
    writer.text(notice, {
      x: page.margin + 10,
      y: noticeY + 8,
      width: contentWidth - 20,
      size: 8,
      colour: colours.primary,
    });
  });
  for (let index = 1; index < total; index += 1) {
    doc.switchToPage(index);
    writer.outsideMargins(() => {
      writer.logo(page.margin, 26, 14);
      writer.text(`Fact Find: ${clientName}`, {
        x: page.margin + 20,
        y: 29,
        width: contentWidth / 2,
        size: 8.5,
        bold: true,
        colour: colours.primary,
      });
      writer.text(practice.name, {
        x: page.width / 2,
        y: 29,
        width: contentWidth / 2,
        size: 8.5,
        colour: colours.muted,
        align: 'right',
      });
      doc
        .moveTo(page.margin, 48)
        .lineTo(page.width - page.margin, 48)
        .lineWidth(0.6)
        .strokeColor(colours.border)
        .stroke();
      const footerY = page.height - 40;
      doc
        .moveTo(page.margin, footerY - 6)
        .lineTo(page.width - page.margin, footerY - 6)
        .lineWidth(0.6)
        .strokeColor(colours.border)
        .stroke();
      writer.text(
        `Confidential · Prepared by ${adviser.name}, ${practice.name}, on ${formatDate(snapshot.preparedAt, { timeZone })} · Ref. ${reference}`,
        { x: page.margin, y: footerY, width: contentWidth - 80, size: 7.5, colour: colours.muted },
      );
      writer.text(`Page ${index + 1} of ${total}`, {
        x: page.width - page.margin - 80,
        y: footerY,
        width: 80,
        size: 7.5,
        colour: colours.muted,
        align: 'right',
      });
    });
  }
}

/** Renders the Fact Find PDF from a snapshot of the client's record. */
export async function renderFactFindPdf({
  snapshot,
  contentHash,
  timeZone = 'Australia/Sydney',
}: RenderOptions): Promise<Buffer> {
  const prepared = new Date(snapshot.preparedAt);
  const preparedText = formatDateLong(prepared, { timeZone });
  const read = readRecord(snapshot.record, timeZone);
  const clientName = fullName(snapshot.client.givenNames, snapshot.client.familyName);
  const partnerName = fullName(
    read.fact('client', 'spouseGivenNames')?.value as string | undefined,
    read.fact('client', 'spouseFamilyName')?.value as string | undefined,
  );
  const reference = contentHash.slice(0, 12).toUpperCase();
  const writer = new PdfWriter({
    title: `Fact Find: ${clientName}`,
    author: `${snapshot.adviser.name}, ${snapshot.practice.name}`,
    subject: `Client fact find prepared ${preparedText}`,
    keywords: `fact find, ${snapshot.client.familyName}, reference ${reference}`,
    createdAt: prepared,
  });
  const context: PdfContext = {
    writer,
    snapshot,
    read,
    prepared,
    timeZone,
    clientName,
    partnerName,
    sectionNumber: (destination) => sections.findIndex((section) => section.destination === destination) + 1,
  };

  const contentsTop = drawCover(context, reference, preparedText);
  writer.addPage();
  const sectionPages: number[] = [];
  sections.forEach((section, index) => {
    writer.sectionHeading(index + 1, section.title, section.destination, (pageNumber) => {
      sectionPages[index] = pageNumber;
    });
    section.draw(context);
  });
  writer.flush();
  writer.doc.switchToPage(0);
  drawContents(context, contentsTop, sectionPages);
  drawPageFurniture(context, reference);
  return writer.finish();
}
