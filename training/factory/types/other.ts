import { CARD, Composer, type Family } from '../compose';
import { addDays, round2 } from '../formats';
import type { Person } from '../people';
import { typeSentences } from '../shared-wording';

type Bill = { kind: string; providers: string[]; titles: string[]; sentences: string[] };
const BILLS: Bill[] = [
  {
    kind: 'electricity',
    providers: [
      'AGL',
      'Origin Energy',
      'EnergyAustralia',
      'Red Energy',
      'Alinta Energy',
      'Simply Energy',
      'Powershop',
      'Momentum Energy',
    ],
    titles: ['Electricity bill', 'Your energy bill', 'Tax invoice - electricity', 'Electricity account'],
    sentences: [
      'Your usage this period compared with the same time last year.',
      'Supply charge per day and usage charges per kWh are shown below.',
      'Pay on time to receive your pay on time discount.',
    ],
  },
  {
    kind: 'water',
    providers: [
      'Sydney Water',
      'Yarra Valley Water',
      'SA Water',
      'Urban Utilities',
      'Water Corporation',
      'TasWater',
      'Icon Water',
      'Hunter Water',
    ],
    titles: ['Water bill', 'Your water account', 'Water and sewerage account', 'Tax invoice'],
    sentences: [
      'Your average daily water use was calculated from your meter reading.',
      'Sewerage service charges are fixed for each quarter.',
    ],
  },
  {
    kind: 'rates',
    providers: [
      'City of Unley',
      'Brisbane City Council',
      'City of Parramatta',
      'City of Melbourne',
      'City of Fremantle',
      'Hobart City Council',
      'City of Darwin',
      'Newcastle City Council',
    ],
    titles: [
      'Rates notice',
      'Annual rates notice',
      'Rates and charges notice',
      'Council rates instalment notice',
    ],
    sentences: [
      'Rates are levied on the capital improved value of your property.',
      'Instalments are due in four parts throughout the year.',
      'Pensioner concessions may be available on your rates.',
    ],
  },
  {
    kind: 'telco',
    providers: ['Telstra', 'Optus', 'Vodafone', 'TPG', 'Aussie Broadband', 'iiNet', 'Belong', 'Superloop'],
    titles: ['Your bill', 'Tax invoice', 'Mobile and internet bill', 'Account summary'],
    sentences: [
      'Your plan includes unlimited calls and texts within Australia.',
      'Data used this billing period is shown by service.',
    ],
  },
  {
    kind: 'registration',
    providers: [
      'Service NSW',
      'VicRoads',
      'Department of Transport and Main Roads',
      'Service SA',
      'Department of Transport WA',
      'Access Canberra',
    ],
    titles: ['Vehicle registration renewal', 'Registration renewal notice', 'Certificate of registration'],
    sentences: [
      'Compulsory third party insurance is included in your registration.',
      'Your vehicle must be registered to be driven on the road.',
    ],
  },
];

export function makeOtherComposer(family: Family, seed: string, person?: Person): Composer {
  return new Composer(family, seed, isMedicareFamily(family) ? CARD : undefined, person);
}

/** A third of the 'other' families are Medicare cards, scanned on their own, spread over every fold. */
function isMedicareFamily(family: Family): boolean {
  return Number(family.id.slice(-2)) % 3 === 1;
}

function medicareNumber(c: Composer): string {
  const first = String(c.random.int(2, 6)) + c.random.digits(7);
  const weights = [1, 3, 7, 9, 1, 3, 7, 9];
  const check = [...first].reduce((sum, digit, index) => sum + Number(digit) * (weights[index] ?? 0), 0) % 10;
  return `${first}${check}${c.random.int(1, 5)}`;
}

export function composeOther(c: Composer): string {
  if (isMedicareFamily(c.family)) return composeMedicare(c);
  if (Number(c.family.id.slice(-2)) % 3 === 2) return composeLetter(c);
  const bill = c.any(BILLS);
  const provider = c.random.pick(bill.providers);
  const issued = c.random.date('2024-01-01', '2025-10-31');
  c.truth('provider', provider);
  c.masthead(provider, c.random.pick(bill.titles), c.date(issued));
  c.addressBlock({ title: c.random.chance(0.5) });
  c.field(
    c.say('account-label', ['Account number', 'Customer number', 'Assessment number', 'Reference']),
    c.random.digits(c.random.int(7, 11)),
  );
  c.field(c.say('issue-label', ['Issue date', 'Date of issue', 'Bill date', 'Notice date']), c.date(issued));
  const amount = c.random.money(60, 2_400);
  c.field(c.say('due-label', ['Amount due', 'Total due', 'Please pay', 'Amount payable']), c.money(amount));
  c.field(c.say('due-date-label', ['Due date', 'Pay by', 'Payment due']), c.date(addDays(issued, 21)));
  c.heading(c.say('charges-heading', ['Your charges', 'Account summary', 'Charges this period', 'Details']));
  c.table(
    ['Description', 'Amount'],
    [
      [c.random.pick(['Previous balance', 'Balance brought forward']), c.money(round2(amount * 0.9))],
      [c.random.pick(['Payment received - thank you', 'Payments']), c.money(-round2(amount * 0.9))],
      [c.random.pick(['New charges', 'Charges this period', 'Service charges']), c.money(amount)],
    ],
  );
  typeSentences(c, bill.sentences, [1, 2]);
  c.paragraph(`Pay by BPAY: biller code ${c.random.digits(5)}, reference ${c.random.digits(10)}.`, 7);
  return issued;
}

function composeMedicare(c: Composer): string {
  const number = medicareNumber(c);
  const person = c.person;
  const irn = c.random.int(1, 5);
  const validTo = `${c.random.int(2026, 2030)}-${String(c.random.int(1, 12)).padStart(2, '0')}`;
  c.line('medicare', 14, true);
  c.line(`${number.slice(0, 4)} ${number.slice(4, 9)} ${number.slice(9)}`, 12, true);
  c.truth('medicareNumber', number);
  c.line(
    `${irn}  ${person.given.toUpperCase()} ${person.middle ? `${person.middle[0]} ` : ''}${person.family.toUpperCase()}`,
    10,
    true,
  );
  c.truth('medicareIrn', String(irn));
  c.truth('fullName', [person.given, person.middle?.[0], person.family].filter(Boolean).join(' '));
  c.truth('firstName', person.given);
  c.truth('lastName', person.family);
  c.line(
    `${c.say('valid-label', ['VALID TO', 'Valid to', 'EXPIRES'])} ${validTo.slice(5)}/${validTo.slice(0, 4)}`,
    8,
  );
  return `${validTo}-01`;
}

type Letter = { sender: string[]; body: string[] };
const LETTERS: Letter[] = [
  {
    sender: ['Community Library Service', 'City Libraries', 'Regional Library Network'],
    body: [
      'Thank you for being a member. Your library card will expire soon; please visit any branch with photo identification to renew your membership at no cost.',
      'Items you borrowed are now overdue. Please return them to any branch.',
    ],
  },
  {
    sender: ['Smile Street Dental', 'Bayside Family Dental', 'Northside Physiotherapy'],
    body: [
      'You are due for your six-monthly check-up and clean. Please call us to book an appointment.',
      'Your private health insurer may cover part of this visit.',
    ],
  },
  {
    sender: ['Greenvale Primary School', "St Mary's College", 'Riverside High School'],
    body: [
      'Term fees for your child are now due. Please pay at the school office or online.',
      'Parent-teacher interviews will be held in week six.',
    ],
  },
  {
    sender: ['Fitness First Club', 'Anytime Gym Members', 'Surf Life Saving Club'],
    body: [
      'Your annual membership renews next month. Your member number and renewal fee are shown below.',
      'Members can bring a guest free of charge during the holidays.',
    ],
  },
  {
    sender: ['Strata Management Services', 'Owners Corporation Plan 1234', 'Body Corporate Managers'],
    body: [
      'The annual general meeting of the owners corporation will be held on the date below.',
      'Levies for the administrative and capital works funds are due quarterly.',
    ],
  },
  {
    sender: ['Real Estate Property Management', 'Ray Property Group', 'Harcourts Rentals'],
    body: [
      'Your rent will be reviewed at the end of the lease term.',
      'A routine inspection of your rental property has been scheduled.',
    ],
  },
];

/** A letter from someone who is not a financial institution: the commonest "other" document. */
function composeLetter(c: Composer): string {
  const letter = c.any(LETTERS);
  const sender = c.random.pick(letter.sender);
  const sent = c.random.date('2024-01-01', '2026-06-30');
  c.line(sender, 14, true);
  c.line(
    `${c.say('ref-label', ['Ref', 'Our reference', 'Member no.', 'Account'])} ${c.random.pick(['YZ', 'AB', 'MC'])}${c.random.digits(6)}`,
    8,
  );
  c.gap(6);
  c.addressBlock({ title: c.random.chance(0.5) });
  c.line(c.date(sent), 9);
  c.gap(4);
  c.line(`Dear ${c.person.given},`, 10);
  for (const sentence of c.random.shuffle(letter.body)) c.paragraph(sentence, 9);
  if (c.random.chance(0.5))
    c.field(c.say('amount-label', ['Amount', 'Fee', 'Total']), c.money(c.random.money(20, 900)));
  c.line(c.say('sign-off', ['Kind regards,', 'Yours sincerely,', 'Regards,']), 10);
  c.line(sender, 10);
  return sent;
}
