/**
 * The Fact Find PDF's customer due diligence section (decision 035): per person, the identity as verified
 * (document, masked number, issuer, expiry, how and by whom, the original's SHA-256), anyone acting for them,
 * the PEP and sanctions declarations with their sources and the screening the adviser recorded, the nature and
 * purpose of the relationship, source of funds and wealth with their evidence, the risk rating, the next
 * review, and what still needs attention.
 */
import { formatDate } from '@/shared/format/date';
import {
  agentAuthorityLabels,
  identityMethodLabels,
  riskRatingLabels,
  screeningResultLabels,
  type CddEntry,
  type Declaration,
  type FundsValue,
  type PersonDueDiligence,
} from '@/shared/schemas/due-diligence';
import type { Cell } from './pdf-writer';
import type { SectionWriter } from './record-sections';

const notRecorded = 'Not recorded';

export const dueDiligenceSection: SectionWriter = (context) => {
  const { writer, snapshot, timeZone } = context;
  const view = snapshot.dueDiligence;
  if (!view) {
    writer.paragraph('This Fact Find was prepared before customer due diligence was recorded.');
    return;
  }
  const when = (at: string) => formatDate(at, { timeZone });
  const by = (entry: CddEntry<unknown>) =>
    `${entry.source === 'client' ? 'Declared by the client through the request link' : `Recorded by ${entry.actorName}`} on ${when(entry.at)}`;
  const documentName = (id: string) =>
    view.documents.find((document) => document.id === id)?.filename ?? 'A removed document';
  const declaration = (pair: PersonDueDiligence['pep'], what: string): Cell => {
    const lines = (['client', 'adviser'] as const).flatMap((source) => {
      const entry: CddEntry<Declaration> | null = pair[source];
      if (!entry) return [];
      const answer = entry.value.answer === 'yes' ? `Yes: ${entry.value.detail ?? ''}` : `No, not ${what}`;
      return [`${source === 'client' ? 'Client' : 'Adviser'}: ${answer}`];
    });
    const newest = [pair.client, pair.adviser].filter((entry) => entry !== null);
    return lines.length === 0
      ? notRecorded
      : { text: lines.join('\n'), note: newest.map((entry) => by(entry)).join('; ') };
  };
  const funds = (entry: CddEntry<FundsValue> | null): Cell =>
    entry
      ? {
          text: entry.value.description,
          note: [
            entry.value.documentIds.length > 0
              ? `Evidence: ${entry.value.documentIds.map(documentName).join(', ')}`
              : 'No evidence linked',
            by(entry),
          ].join('. '),
        }
      : notRecorded;

  view.people.forEach((person, index) => {
    if (index > 0) writer.gap(6);
    writer.subHeading(`${person.name} (${person.person === 'client' ? 'client' : 'partner'})`);
    const identity = person.identity;
    const scope =
      view.scopeOfAdvice.length > 0
        ? `Personal financial advice: ${view.scopeOfAdvice.join(', ')}`
        : 'Personal financial advice';
    const rows: [string, Cell][] = [
      ['Full name', person.name],
      ['Date of birth', person.dob ? formatDate(person.dob) : notRecorded],
      ['Residential address', person.address ?? notRecorded],
      [
        'Identity document',
        identity
          ? {
              text: [
                `${identity.value.documentType === 'passport' ? 'Passport' : 'Driver licence'} ${identity.value.numberMasked ?? '(number not read)'}`,
                identity.value.issuer ? `issued by ${identity.value.issuer}` : null,
                identity.value.expiryDate ? `expires ${formatDate(identity.value.expiryDate)}` : null,
              ]
                .filter(Boolean)
                .join(', '),
              note: `${identity.value.filename}${identity.value.page ? ` p.${identity.value.page}` : ''}; name on it: ${identity.value.nameOnDocument ?? 'not read'}; born ${identity.value.dateOfBirthOnDocument ? formatDate(identity.value.dateOfBirthOnDocument) : 'not read'}`,
            }
          : 'Not verified yet',
      ],
      [
        'Verified',
        identity
          ? {
              text: `${identityMethodLabels[identity.value.method]}; by ${identity.actorName} on ${when(identity.at)}`,
              note: `SHA-256 of the original: ${identity.value.sha256 ?? 'the original is no longer stored'}`,
            }
          : notRecorded,
      ],
      [
        'Acting on their behalf',
        person.agent
          ? person.agent.value.actsForClient
            ? {
                text: `${person.agent.value.name ?? ''}: ${person.agent.value.authority ? agentAuthorityLabels[person.agent.value.authority] : ''}`,
                note: [person.agent.value.detail, by(person.agent)].filter(Boolean).join('. '),
              }
            : { text: 'Nobody acts on their behalf', note: by(person.agent) }
          : notRecorded,
      ],
      ['Politically exposed person', declaration(person.pep, 'a politically exposed person')],
      [
        'Targeted financial sanctions',
        declaration(person.sanctions, 'subject to targeted financial sanctions'),
      ],
      [
        'Screening',
        person.screening
          ? {
              text: `${person.screening.value.provider} on ${formatDate(person.screening.value.checkedOn)}: PEP ${screeningResultLabels[person.screening.value.pepResult].toLowerCase()}, sanctions ${screeningResultLabels[person.screening.value.sanctionsResult].toLowerCase()}`,
              note: [
                person.screening.value.reference ? `Reference ${person.screening.value.reference}` : null,
                by(person.screening),
              ]
                .filter(Boolean)
                .join('. '),
            }
          : notRecorded,
      ],
      [
        'Nature and purpose of the relationship',
        {
          text: [scope, person.relationshipNote?.value].filter(Boolean).join('. '),
          note: person.relationshipNote ? by(person.relationshipNote) : 'From the scope of advice',
        },
      ],
      ['Source of funds', funds(person.sourceOfFunds)],
      ['Source of wealth', funds(person.sourceOfWealth)],
      [
        'ML/TF risk rating',
        person.riskRating
          ? {
              text: `${riskRatingLabels[person.riskRating.value.rating]}: ${person.riskRating.value.reason}`,
              note: by(person.riskRating),
            }
          : notRecorded,
      ],
      [
        'Next review',
        person.nextReview
          ? { text: formatDate(person.nextReview.value), note: by(person.nextReview) }
          : notRecorded,
      ],
    ];
    writer.details(rows);
    if (person.warnings.length > 0) {
      writer.table(
        [{ header: 'Needs attention', width: 1 }],
        person.warnings.map((warning) => [warning.message]),
        { header: 'plain' },
      );
    }
  });
};
