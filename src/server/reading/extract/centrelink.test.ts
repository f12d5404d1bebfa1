import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields';
import { maskExtractedFields } from './mask';
import { centrelinkLetter, recognisedOf } from '@/server/test-support/estate-documents';
import { personDocument, samplePerson } from '@/server/test-support/person-documents';

const agePension = {
  payment: 'Age Pension',
  amount: 1149.0,
  cycleWords: 'a fortnight',
  reference: '204 123 456K',
  cards: ['Pensioner Concession Card'],
};

describe('a Centrelink letter', () => {
  for (const family of [0, 1, 2, 3, 4, 5, 6, 7]) {
    it(`gives the payment, its amount a fortnight, the reference and the card (family ${family})`, () => {
      const { fields } = extractFields('other', recognisedOf(centrelinkLetter(agePension, { family })));
      expect(fields.centrelinkPayment?.value).toBe('Age Pension');
      expect(fields.centrelinkPaymentAmount?.value).toBe(1149);
      expect(fields.centrelinkPaymentFrequency?.value).toBe('fortnightly');
      expect(fields.centrelinkReference?.value).toBe('204123456K');
      expect(fields.concessionCards?.value).toBe('Pensioner Concession Card');
      expect(fields.centrelinkPaymentAmount?.source.box).toBeDefined();
    });
  }

  it('reads other payments, cycles and cards, whatever type the classifier gave the letter', () => {
    const letter = centrelinkLetter(
      {
        payment: 'JobSeeker Payment',
        amount: 781.7,
        cycleWords: 'per week',
        reference: '301 555 812B',
        cards: ['Health Care Card', 'Commonwealth Seniors Health Card'],
      },
      { family: 3 },
    );
    for (const type of ['other', 'tax', 'bank'] as const) {
      const { fields } = extractFields(type, recognisedOf(letter));
      expect(fields.centrelinkPayment?.value, type).toBe('JobSeeker Payment');
      expect(fields.centrelinkPaymentAmount?.value, type).toBe(781.7);
      expect(fields.centrelinkPaymentFrequency?.value, type).toBe('weekly');
      expect(fields.concessionCards?.value, type).toBe('Health Care Card; Commonwealth Seniors Health Card');
    }
  });

  it('keeps only the last 4 characters of the reference number when stored', () => {
    const { fields } = extractFields('other', recognisedOf(centrelinkLetter(agePension)));
    expect(maskExtractedFields(fields).centrelinkReference?.value).toBe('****456K');
  });

  it('gives nothing for documents that are not Services Australia letters', () => {
    const person = samplePerson();
    for (const type of ['other', 'super', 'payslip', 'tax'] as const) {
      const { fields } = extractFields(type, recognisedOf(personDocument(type, person, { family: 1 })));
      expect(
        Object.keys(fields).filter((key) => /centrelink|concession/i.test(key)),
        type,
      ).toEqual([]);
    }
  });
});
