import { box, fd, kvAbove, kvLeft, money, rule, t, table, type Spec } from '../lib';
import { addrKeys, fmtPhone, nameKeys, person } from '../people';

// ---- TAL income protection policy schedule, monthly premium ----
const fatima = person('ga07');
const i1: Spec = {
  id: '4b6e21f8',
  documentType: 'insurance',
  rendition: 'digital-pdf',
  persona: fatima.id,
  template: 'seta.insurance.tal-ip-schedule',
  documentDate: '2025-02-01',
  fields: {
    ...nameKeys(fatima),
    ...addrKeys(fatima),
    dateOfBirth: fatima.dob,
    phone: fatima.phone,
    insurer: 'TAL',
    policyNumber: '5108842731',
    policyType: 'income-protection',
    sumInsured: 7500,
    premium: 184.27,
    premiumFrequency: 'monthly',
    waitingPeriod: 30,
    benefitPeriod: 'to age 65',
  },
  draw: (d) => {
    t(d, 'sansB', 22, 'TAL', 45, 36);
    t(d, 'sans', 8, 'TAL Life Limited ABN 70 050 109 450 AFSL 237848', 45, 64);
    t(d, 'sansB', 13, 'Policy Schedule', 400, 40);
    t(d, 'sans', 9, `Issued ${fd('2025-02-01', 'dMonthY')}`, 400, 58);
    rule(d, 45, 84, 550, 1);
    t(d, 'sansB', 10, 'Life insured and policy owner', 45, 100);
    const who: [string, string][] = [
      ['Name', 'Ms Fatima Zahra Haddad'],
      ['Date of birth', fd(fatima.dob, 'dmy')],
      ['Postal address', '88 Canberra Avenue, GRIFFITH ACT 2603'],
      ['Mobile', fmtPhone(fatima.phone)],
    ];
    who.forEach(([k, v], i) => kvLeft(d, 45, 118 + i * 15, 110, k, v, 'sans', 9));
    t(d, 'sansB', 10, 'Policy details', 45, 195);
    const pol: [string, string][] = [
      ['Policy number', '5108842731'],
      ['Product', 'TAL Accelerated Protection – Income Protection'],
      ['Commencement date', fd('2025-02-01', 'dmy')],
      ['Premium type', 'Stepped'],
    ];
    pol.forEach(([k, v], i) => kvLeft(d, 45, 213 + i * 15, 110, k, v, 'sans', 9));
    t(d, 'sansB', 10, 'Your cover', 45, 290);
    const rows = [
      ['Benefit', 'Monthly benefit', 'Waiting period', 'Benefit period'],
      ['Income Protection (Agreed value: No)', money(7500), '30 days', 'To age 65'],
    ];
    box(d, 45, 306, 505, 18, '#e9eef5');
    table(
      d,
      45,
      310,
      [{ w: 200 }, { w: 100, align: 'right' }, { w: 100, align: 'right' }, { w: 105, align: 'right' }],
      rows,
      'sans',
      9,
      22,
    );
    t(d, 'sansB', 10, 'Premium', 45, 370);
    kvLeft(d, 45, 388, 160, 'Premium frequency', 'Monthly', 'sans', 9);
    kvLeft(d, 45, 403, 160, 'Premium payable', `${money(184.27)} per month`, 'sans', 9);
    kvLeft(d, 45, 418, 160, 'Payment method', 'Direct debit', 'sans', 9);
    t(d, 'sans', 7.5, 'Please read this schedule with the Product Disclosure Statement.', 45, 780);
  },
};

// ---- Allianz home (building) insurance renewal, annual premium ----
const mei = person('ga03');
const i2: Spec = {
  id: '8c51fa6e',
  documentType: 'insurance',
  rendition: 'digital-pdf',
  persona: mei.id,
  template: 'seta.insurance.allianz-home-renewal',
  documentDate: '2025-07-12',
  fields: {
    ...nameKeys(mei),
    ...addrKeys(mei),
    email: mei.email,
    insurer: 'Allianz',
    policyNumber: 'NHP012847593',
    policyType: 'home',
    sumInsured: 620000,
    premium: 1842.6,
    premiumFrequency: 'annual',
  },
  draw: (d) => {
    box(d, 0, 0, 595, 54, '#003781');
    d.fillColor('#fff');
    t(d, 'libB', 20, 'Allianz', 45, 17);
    t(d, 'lib', 10, 'Home Insurance – Renewal Certificate', 330, 22);
    d.fillColor('#000');
    t(d, 'lib', 10, 'Mei-Ling Chen', 45, 80);
    t(d, 'lib', 10, '38 Wattle Street', 45, 94);
    t(d, 'lib', 10, 'UNLEY SA 5061', 45, 108);
    t(d, 'lib', 8.5, mei.email, 45, 124);
    kvAbove(d, 360, 78, 'Policy number', 'NHP 012 847 593');
    kvAbove(
      d,
      360,
      106,
      'Period of insurance',
      `${fd('2025-08-01', 'dMonY')} – ${fd('2026-08-01', 'dMonY')}`,
    );
    t(d, 'libB', 12, 'What you are covered for', 45, 165);
    const rows = [
      ['Cover', 'Insured address', 'Sum insured'],
      ['Home (building) – Accidental Damage', '38 Wattle Street, Unley SA 5061', money(620000)],
      ['Contents', '—', 'Not insured'],
    ];
    table(
      d,
      45,
      185,
      [{ w: 200 }, { w: 190 }, { w: 115, align: 'right' }],
      rows,
      'lib',
      9.5,
      20,
      true,
      '#f2f5fa',
    );
    rule(d, 45, 250, 550);
    t(d, 'libB', 12, 'Your premium', 45, 268);
    kvLeft(d, 45, 288, 200, 'Annual premium (incl. GST & charges)', money(1842.6), 'lib', 10);
    kvLeft(d, 45, 304, 200, 'Payment option', 'Pay yearly', 'lib', 10);
    kvLeft(d, 45, 320, 200, 'Standard excess', money(500), 'lib', 10);
    t(
      d,
      'lib',
      7.5,
      'Issued by Allianz Australia Insurance Limited ABN 15 000 122 850 AFSL 234708.',
      45,
      790,
    );
  },
};

export default [i1, i2];
