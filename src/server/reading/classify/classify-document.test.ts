import { describe, expect, it } from 'vitest';
import { makeRecognisedDocument } from '@/server/reading/extract/testing/make-recognised-document';
import { SAMPLE_TEXT } from '@/server/reading/extract/testing/sample-documents';
import { td1, td2, td3, type MrzHolder } from '@/server/reading/checks/testing/make-mrz';
import { classifyDocument } from './classify-document';

const classify = (text: string) => classifyDocument(makeRecognisedDocument(text));

describe('classifyDocument', () => {
  it.each([
    ['bank', SAMPLE_TEXT.bank],
    ['payslip', SAMPLE_TEXT.payslip],
    ['super', SAMPLE_TEXT.super],
    ['tax', SAMPLE_TEXT.tax],
    ['license', SAMPLE_TEXT.license],
    ['passport', SAMPLE_TEXT.passport],
    ['mortgage', SAMPLE_TEXT.mortgage],
    ['insurance', SAMPLE_TEXT.insurance],
    ['investment', SAMPLE_TEXT.investment],
    ['other', SAMPLE_TEXT.medicare],
    ['other', SAMPLE_TEXT.utility],
  ] as const)('files a %s document', (type, text) => {
    expect(classify(text).documentType).toBe(type);
  });

  it('files papers that are no statement as other: an offer of employment, a lease, a birth certificate', () => {
    const offer = [
      'Harbourview Logistics Pty Ltd',
      '12 March 2025',
      'Ms Aisha Tanaka',
      '14 Wattle Street',
      'BRUNSWICK VIC 3056',
      'Dear Aisha,',
      'Letter of offer: Warehouse Supervisor',
      'We are pleased to offer you employment in the position of Warehouse Supervisor, commencing on 1 April 2025.',
      'Your base salary will be $92,000 per annum plus superannuation at the legislated rate.',
      'Your ordinary hours are 38 hours per week. Annual leave is four weeks each year.',
      'Please sign and return a copy of this letter to accept the offer.',
      'Yours sincerely,',
    ];
    const lease = [
      'Residential Tenancy Agreement',
      'Tenant: Aisha Tanaka',
      'Premises: 3/41 Church Street, PARRAMATTA NSW 2150',
      'Term of agreement: 12 months starting 1 February 2025',
      'Rent: $620.00 per week, payable fortnightly in advance',
      'Rental bond: $2,480.00',
      'The tenant must pay the rent on time and keep the premises reasonably clean.',
    ];
    const birthCertificate = [
      'BIRTH CERTIFICATE',
      'Registry of Births Deaths and Marriages',
      'Name: Aisha Mei Tanaka',
      'Sex: Female',
      'Date of birth: 14 March 1988',
      'Place of birth: Royal Women’s Hospital, Melbourne',
      'Registration number: 1988/012345',
      'Date of issue: 02/05/2019',
    ];
    expect(classify(birthCertificate.join('\n')).documentType).toBe('other');
    expect(classify(offer.join('\n')).documentType).toBe('other');
    expect(classify(lease.join('\n')).documentType).toBe('other');
  });

  it('files a photo of a foreign passport by its MRZ data line alone, when its check digits hold', () => {
    const photo = 'lEO MAi\nsomething unreadable here\nL898902C36UTO7408122F1204159ZE184226B<<<<<10';
    expect(classify(photo).documentType).toBe('passport');
    // The same line with broken check digits is no evidence.
    expect(classify('lEO MAi\nL898902C37UTO7408123F1204158ZE184226B<<<<<10').documentType).toBe('other');
  });

  it('tolerates OCR slips in the phrases', () => {
    expect(classify('NEW SOUTH WALES DRlVER L1CENCE\nNAME\nJANE CITIZEN\nLlCENCE N0.').documentType).toBe(
      'license',
    );
  });

  it('files a letter with no financial phrases as other, with low confidence', () => {
    const result = classify(
      'Smile Street Dental\nJane Citizen\n12 Wattle St\nBondi NSW 2026\nDear Jane,\nYou are due for a check-up.\nKind regards',
    );
    expect(result.documentType).toBe('other');
  });

  it('is confident when one type clearly leads and unsure when evidence is thin', () => {
    expect(classify(SAMPLE_TEXT.payslip).confidenceLevel).toBe('high');
    expect(classify('Statement\nOpening balance $1.00').confidenceLevel).not.toBe('high');
    expect(classify('Page 2 of 3\nContinued overleaf').confidenceLevel).toBe('low');
  });

  it('is not swayed by transactions that mention other document kinds', () => {
    const text = `${SAMPLE_TEXT.bank}\n4 Mar  BPAY TAX OFFICE PAYMENTS   $100.00\n5 Mar  Direct Debit AAMI INSURANCE PREMIUM  $80.00`;
    expect(classify(text).documentType).toBe('bank');
  });
});

describe('classifyDocument: passports and identity cards of any country', () => {
  const holder: MrzHolder = {
    code: 'P',
    country: 'ESP',
    surname: 'ARRIETA SOLANO',
    givenNames: 'LUCIA',
    number: 'PAB417730',
    nationality: 'ESP',
    birth: '920527',
    sex: 'F',
    expiry: '320704',
  };

  it('files a passport page whose words are all in another language by its checked MRZ', () => {
    const page = [
      'REINO DE UTOPIA',
      'PASAPORTE',
      'Apellidos',
      'ARRIETA SOLANO',
      'Nombre',
      'LUCIA',
      'Nacionalidad   Fecha de nacimiento   Sexo',
      'ESPAÑOLA       27 05 1992            F',
      'Fecha de caducidad   04 07 2032',
      ...td3(holder),
    ].join('\n');
    expect(classify(page)).toMatchObject({ documentType: 'passport', confidenceLevel: 'high' });
  });

  it('files identity cards (TD1, TD2) as passports, the identity document type', () => {
    const card = { ...holder, code: 'ID' };
    expect(classify(['CARTE D IDENTITE', ...td1(card)].join('\n')).documentType).toBe('passport');
    expect(classify(['PERSONALAUSWEIS', ...td2(card)].join('\n')).documentType).toBe('passport');
  });
});
