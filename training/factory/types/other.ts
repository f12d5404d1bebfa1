import { CARD, Composer, type Family } from '../compose';
import { addDays, round2 } from '../formats';
import { fullNameOf, type Person } from '../people';
import { seededRandom } from '../seeded-random';
import { makeAbn, typeSentences } from '../shared-wording';

/**
 * A kind of bill or notice: its real issuers and the endings of invented ones (so no kind is known by its
 * issuers' names alone), titles, the lines of its charges (a unit in braces is filled with a quantity) and
 * sentences in its own vocabulary.
 */
type Bill = {
  kind: string;
  providers: string[];
  invented: string[];
  titles: string[];
  charges: string[];
  sentences: string[];
};
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
    invented: ['Energy', 'Power', 'Electricity', 'Power Co'],
    titles: ['Electricity bill', 'Your energy bill', 'Tax invoice - electricity', 'Electricity account'],
    charges: [
      'Peak usage {kWh}',
      'Off-peak usage {kWh}',
      'Shoulder usage {kWh}',
      'Controlled load {kWh}',
      'Daily supply charge {days}',
      'Solar feed-in credit {kWh}',
    ],
    sentences: [
      'Your usage this period compared with the same time last year.',
      'Supply charge per day and usage charges per kWh are shown below.',
      'Pay on time to receive your pay on time discount.',
      'Your National Meter Identifier (NMI) is printed below your meter readings.',
      'This bill is based on an actual read of your electricity meter.',
      'Your solar system exported energy to the grid on most days this quarter.',
    ],
  },
  {
    kind: 'gas',
    providers: ['AGL', 'Origin Energy', 'Alinta Energy', 'Tango Energy', 'Lumo Energy', 'Simply Energy'],
    invented: ['Gas', 'Gas & Energy', 'Gas Supply', 'Gas Co'],
    titles: ['Gas bill', 'Your gas account', 'Tax invoice - natural gas', 'Gas statement'],
    charges: ['Gas usage {MJ}', 'Daily supply charge {days}', 'Gas consumption {MJ}', 'Meter reading fee'],
    sentences: [
      'Gas is measured in cubic metres and converted to megajoules (MJ) using the heating value.',
      'This bill uses an estimated meter read because we could not access your gas meter.',
      'Your average daily gas use was higher than last winter.',
      'Keep your gas meter clear so our meter reader can get to it.',
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
    invented: ['Water', 'Water Authority', 'Water Services', 'Regional Water'],
    titles: ['Water bill', 'Your water account', 'Water and sewerage account', 'Tax invoice'],
    charges: [
      'Water usage {kL}',
      'Sewerage service charge',
      'Water service charge',
      'Drainage charge',
      'Bulk water charge {kL}',
      'Recycled water usage {kL}',
    ],
    sentences: [
      'Your average daily water use was calculated from your meter reading.',
      'Sewerage service charges are fixed for each quarter.',
      'A leak can waste thousands of litres a day: check your meter with all taps off.',
      'Tenants may be charged for water usage only, not the fixed service charges.',
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
    invented: ['Shire Council', 'Regional Council', 'City Council', 'Council'],
    titles: [
      'Rates notice',
      'Annual rates notice',
      'Rates and charges notice',
      'Council rates instalment notice',
    ],
    charges: [
      'General rates',
      'Waste management charge',
      'Emergency services levy',
      'Fire services levy',
      'Environmental levy',
      'Stormwater management charge',
      'Kerbside recycling service',
    ],
    sentences: [
      'Rates are levied on the capital improved value of your property.',
      'Instalments are due in four parts throughout the year.',
      'Pensioner concessions may be available on your rates.',
      'Your land valuation is set by the Valuer-General and used to calculate your rates.',
      'Interest is charged on rates that remain unpaid after the due date.',
    ],
  },
  {
    kind: 'internet',
    providers: ['Aussie Broadband', 'TPG', 'iiNet', 'Superloop', 'Telstra', 'Optus', 'Dodo', 'Belong'],
    invented: ['Broadband', 'Internet', 'Net', 'Fibre'],
    titles: ['Your internet bill', 'Tax invoice', 'Broadband account', 'Monthly invoice'],
    charges: [
      'nbn Home Fast 100/20 plan',
      'nbn 50 unlimited data plan',
      'Modem rental',
      'Static IP address',
      'Home phone line',
      'Late payment fee',
    ],
    sentences: [
      'Your nbn service speed depends on your connection type and the time of day.',
      'Your modem must stay connected to receive firmware updates.',
      'Your plan renews each month until you cancel it.',
      'Unlimited data is subject to our fair use policy.',
    ],
  },
  {
    kind: 'telco',
    providers: ['Telstra', 'Optus', 'Vodafone', 'TPG', 'Aussie Broadband', 'iiNet', 'Belong', 'Superloop'],
    invented: ['Mobile', 'Telecom', 'Communications', 'Connect'],
    titles: ['Your bill', 'Tax invoice', 'Mobile and internet bill', 'Account summary'],
    charges: [
      'Mobile plan charges',
      'Additional data {GB}',
      'International calls',
      'Roaming charges',
      'Handset repayment',
      'Premium SMS',
    ],
    sentences: [
      'Your plan includes unlimited calls and texts within Australia.',
      'Data used this billing period is shown by service.',
      'Your handset repayments end after 24 months.',
      'Turn off data roaming before you travel to avoid extra charges.',
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
    invented: ['Motor Registry', 'Transport Authority', 'Roads Agency', 'Vehicle Registry'],
    titles: ['Vehicle registration renewal', 'Registration renewal notice', 'Certificate of registration'],
    charges: [
      'Registration fee',
      'Compulsory third party insurance',
      'Traffic improvement fee',
      'Number plate fee',
      'Motor vehicle tax',
    ],
    sentences: [
      'Compulsory third party insurance is included in your registration.',
      'Your vehicle must be registered to be driven on the road.',
      'A safety inspection may be needed before this vehicle can be registered again.',
      'Tell us if you sell your vehicle or change your address.',
    ],
  },
];

/** The first words of invented issuers' names: places and plants, no real company's. */
const INVENTED_PLACES = [
  'Bluegum',
  'Ironbark',
  'Saltbush',
  'Wattle Ridge',
  'Tablelands',
  'Coral Coast',
  'Highfield',
  'Lakeside',
  'Red Gum',
  'Granite Belt',
  'Mallee',
  'Tuart Hill',
];

/** The quantity a charge's line prints: "Peak usage 812 kWh", "Daily supply charge 91 days". */
function quantity(c: Composer, unit: string): string {
  if (unit === 'days') return `${c.random.int(28, 92)} days`;
  if (unit === 'kWh') return `${c.random.int(80, 2_400)} kWh`;
  if (unit === 'MJ') return `${c.random.int(900, 18_000)} MJ`;
  if (unit === 'kL') return `${c.random.int(8, 160)} kL`;
  return `${c.random.int(1, 20)} GB`;
}

/** An issuer: one of the kind's real ones, or an invented name in its words ("Ironbark Energy"). */
function pickProvider(c: Composer, bill: Bill): string {
  if (c.random.chance(0.5)) return c.random.pick(bill.providers);
  const place = c.any(INVENTED_PLACES);
  const ending = c.random.pick(bill.invented);
  return bill.kind === 'rates' && c.random.chance(0.5) ? `Shire of ${place}` : `${place} ${ending}`;
}

export function makeOtherComposer(family: Family, seed: string, person?: Person): Composer {
  return new Composer(family, seed, isCard(family, seed) ? CARD : undefined, person);
}

/** A Medicare family's document is a card, or three times in ten a paper on a page of its own. */
const isCard = (family: Family, seed: string): boolean =>
  isMedicareFamily(family) && seededRandom(`${seed}/paper`)() >= 0.3;

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
  if (isMedicareFamily(c.family)) return isCard(c.family, c.seed) ? composeMedicare(c) : c.any(PAPERS)(c);
  if (Number(c.family.id.slice(-2)) % 3 === 2) return composeLetter(c);
  // A fifth of a bill family's documents are papers of another kind (taken from the letters instead, they
  // left the model too few short letters: a three-line dentist's reminder was called a tax return).
  if (c.random.chance(0.2)) return c.any(PAPERS)(c);
  const bill = c.any(BILLS);
  const provider = c.institution(pickProvider(c, bill), bill.invented);
  const issued = c.random.date('2024-01-01', '2025-10-31');
  c.truth('provider', provider);
  c.masthead(provider, c.random.pick(bill.titles), c.date(issued));
  c.addressBlock({ title: c.random.chance(0.5) });
  c.field(
    c.say('account-label', ['Account number', 'Customer number', 'Assessment number', 'Reference']),
    c.random.digits(c.random.int(7, 11)),
  );
  c.field(c.say('issue-label', ['Issue date', 'Date of issue', 'Bill date', 'Notice date']), c.date(issued));
  const charges = c.random
    .shuffle(bill.charges)
    .slice(0, c.random.int(2, 4))
    .map((line) => {
      const amount = c.random.money(8, 700);
      const filled = line.replace(/\{(\w+)\}/, (_, unit: string) => quantity(c, unit));
      return { line: filled, amount: /credit/i.test(line) ? -amount : amount };
    });
  const amount = Math.max(20, round2(charges.reduce((sum, charge) => sum + charge.amount, 0)));
  c.field(
    c.say('due-label', [
      'Amount due',
      'Total due',
      'Please pay',
      'Amount payable',
      'Balance owing',
      'Total to pay',
    ]),
    c.money(amount),
  );
  c.field(
    c.say('due-date-label', ['Due date', 'Pay by', 'Payment due', 'Due by']),
    c.date(addDays(issued, 21)),
  );
  c.heading(c.say('charges-heading', ['Your charges', 'Account summary', 'Charges this period', 'Details']));
  const previous = round2(c.random.money(60, 900));
  c.table(
    ['Description', 'Amount'],
    [
      [c.random.pick(['Previous balance', 'Balance brought forward']), c.money(previous)],
      [c.random.pick(['Payment received - thank you', 'Payments']), c.money(-previous)],
      ...charges.map((charge) => [charge.line, c.money(charge.amount)]),
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
  {
    sender: ['Roadside Assistance Club', 'Motoring Club of Australia', 'Bowls and Social Club'],
    body: [
      'Your membership card is enclosed. Keep it in your glovebox in case you need a tow.',
      'As a member you receive discounts on fuel, travel and accommodation.',
    ],
  },
  {
    sender: ['Greencross Vet Clinic', 'Paws and Claws Veterinary Hospital', 'Hillside Animal Hospital'],
    body: [
      "Your pet's annual vaccination is due. Please call the clinic to make an appointment.",
      'Remember to bring your pet’s vaccination record to the visit.',
    ],
  },
  {
    sender: ['Tollway Customer Centre', 'Parking Enforcement Unit', 'Traffic Camera Office'],
    body: [
      'Our records show a trip on the toll road without a valid tag or pass.',
      'You can pay online, or nominate the driver if you were not driving the vehicle.',
    ],
  },
  {
    sender: ['Sunrise Community Church', 'Red Cross Volunteers', 'Local Food Bank'],
    body: [
      'Thank you for volunteering with us this year. Your help made a real difference.',
      'Our annual volunteers’ lunch will be held at the community hall.',
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

/**
 * Papers a client brings that are no financial statement, each with some of a statement's marks: an offer of
 * employment names a position, an employer and a salary (as a payslip does), a lease a property, a rent and a
 * term (as a mortgage does), a birth certificate a name, a birth date and a registry (as a passport does), a
 * power of attorney a trustee and a principal. Four kinds, one a fold, so each fold's kind is one the
 * models trained without the fold never saw.
 */
const PAPERS: ((c: Composer) => string)[] = [
  composeEmploymentOffer,
  composeTenancyAgreement,
  composeBirthCertificate,
  composePowerOfAttorney,
];

const TRADES = [
  'Logistics',
  'Engineering',
  'Health Services',
  'Constructions',
  'Foods',
  'Software',
  'Retail',
];

function composeEmploymentOffer(c: Composer): string {
  const employer = `${c.random.pick(INVENTED_PLACES)} ${c.random.pick(TRADES)} Pty Ltd`;
  const sent = c.random.date('2024-01-01', '2026-06-30');
  const position = c.random.pick([
    'Warehouse Supervisor',
    'Registered Nurse',
    'Project Engineer',
    'Accounts Officer',
    'Store Manager',
  ]);
  const salary = c.random.int(60, 160) * 1000;
  c.line(employer, 14, true);
  c.line(`ABN ${makeAbn(c)}`, 8);
  c.gap(6);
  c.addressBlock({ title: c.random.chance(0.5) });
  c.line(c.date(sent), 9);
  c.gap(4);
  c.line(c.say('offer-title', ['Letter of offer', 'Offer of employment', 'Employment agreement']), 11, true);
  c.line(`Dear ${c.person.given},`, 10);
  c.paragraph(
    `We are pleased to offer you the position of ${position}, starting on ${c.date(addDays(sent, 28))}.`,
    9,
  );
  c.paragraph(
    `Your base salary will be $${salary.toLocaleString('en-AU')} a year, plus superannuation at the rate the law sets.`,
    9,
  );
  c.paragraph(
    c.random.pick([
      'Your ordinary hours are 38 a week, Monday to Friday. You will have four weeks of annual leave each year.',
      'The first six months are a probation period, in which either of us may end the employment with one week of notice.',
    ]),
    9,
  );
  c.paragraph('Please sign and return a copy of this letter to accept the offer.', 9);
  c.line(c.random.pick(['Yours sincerely,', 'Kind regards,']), 10);
  c.line(c.random.pick(['Human Resources', 'Operations Manager', 'People and Culture']), 10);
  return sent;
}

function composeTenancyAgreement(c: Composer): string {
  const person = c.person;
  const agent = `${c.random.pick(INVENTED_PLACES)} ${c.random.pick(['Property Management', 'Rentals', 'Realty'])}`;
  const start = c.random.date('2024-01-01', '2026-03-31');
  const weekly = c.random.int(38, 95) * 10;
  c.line(
    c.say('lease-title', ['Residential Tenancy Agreement', 'Residential Lease', 'Tenancy Agreement']),
    14,
    true,
  );
  c.line(agent, 10);
  c.gap(6);
  const name = fullNameOf(person, false);
  c.field('Tenant', name, 'fullName');
  c.truth('firstName', person.given);
  c.truth('lastName', person.family);
  c.field(
    'Address of the premises',
    `${person.street}, ${person.suburb.toUpperCase()} ${person.state} ${person.postcode}`,
  );
  c.truth('addressStreet', person.street);
  c.truth('addressSuburb', person.suburb);
  c.truth('addressState', person.state);
  c.truth('addressPostcode', person.postcode);
  c.field('Term', `${c.random.pick([6, 12, 24])} months from ${c.date(start)}`);
  c.field('Rent', `$${weekly}.00 a week, paid ${c.random.pick(['fortnightly', 'monthly'])} in advance`);
  c.field('Rental bond', `$${(weekly * 4).toLocaleString('en-AU')}.00`);
  c.gap(6);
  c.paragraph('The tenant must pay the rent on time and keep the premises reasonably clean.', 8);
  c.paragraph('The landlord must keep the premises in a reasonable state of repair.', 8);
  c.line(`Signed by the tenant and the landlord's agent on ${c.date(addDays(start, -10))}`, 8);
  return addDays(start, -10);
}

const STATE_NAMES: Record<string, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'the Australian Capital Territory',
  NT: 'the Northern Territory',
};

function composeBirthCertificate(c: Composer): string {
  const person = c.person;
  const issued = c.random.date('2015-01-01', '2026-06-30');
  c.line(c.random.pick(['BIRTH CERTIFICATE', 'Birth Certificate', 'Certificate of Birth']), 14, true);
  c.line(`Registry of Births, Deaths and Marriages, ${STATE_NAMES[person.state] ?? person.state}`, 9);
  c.gap(6);
  c.field('Surname', person.family.toUpperCase(), 'lastName', person.family);
  c.field('Given names', [person.given, person.middle].filter(Boolean).join(' '), 'firstName', person.given);
  c.truth('fullName', fullNameOf(person, Boolean(person.middle)));
  c.field('Sex', person.sex === 'F' ? 'Female' : 'Male');
  c.field('Date of birth', c.date(person.dateOfBirth), 'dateOfBirth', person.dateOfBirth);
  c.field(
    'Place of birth',
    c.random.pick(['Royal Hospital for Women', 'Base Hospital', 'Community Hospital']),
  );
  c.field('Registration number', `${person.dateOfBirth.slice(0, 4)}/${c.random.digits(6)}`);
  c.field('Date of issue', c.date(issued));
  c.gap(6);
  c.paragraph('Certified to be a true copy of particulars recorded in the register.', 8);
  return issued;
}

function composePowerOfAttorney(c: Composer): string {
  const made = c.random.date('2020-01-01', '2026-06-30');
  const trustee = `${c.random.pick(INVENTED_PLACES)} Trustees Limited`;
  c.line(c.random.pick(['Enduring Power of Attorney', 'Power of Attorney (Enduring)']), 14, true);
  c.gap(6);
  c.addressBlock({ middle: c.random.chance(0.5) });
  c.paragraph(
    `I appoint ${trustee} to be my attorney for financial matters. This power continues if I lose the capacity to make decisions.`,
    9,
  );
  c.paragraph(
    'My attorney may deal with my property, pay my bills and manage my investments, and must keep records.',
    9,
  );
  c.line(`Signed and witnessed on ${c.date(made)}`, 9);
  c.line('This power has effect until it is revoked.', 9);
  return made;
}
