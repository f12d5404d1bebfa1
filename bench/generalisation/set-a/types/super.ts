import { box, fd, kvLeft, money, r2, rule, t, table, type Spec } from '../lib';
import { addrKeys, fmtPhone, nameKeys, person } from '../people';

const priya = person('ga01');
const lan = person('ga08');

// ---- AustralianSuper, 2 pages, tables ----
const a = {
  open: 84312.55,
  sg: 11960.0,
  ss: 2400.0,
  tax: -2154.0,
  ret: 8731.42,
  fee: -312.4,
  life: -390.0,
  tpd: -286.0,
};
const aContrib = r2(a.sg + a.ss);
const aClose = r2(Object.values(a).reduce((s, v) => s + v, 0));

const s1: Spec = {
  id: '81f6c3d2',
  documentType: 'super',
  rendition: 'digital-pdf',
  persona: priya.id,
  template: 'seta.super.australiansuper-annual-2p',
  documentDate: '2025-06-30',
  fields: {
    ...nameKeys(priya),
    ...addrKeys(priya),
    dateOfBirth: priya.dob,
    fundName: 'AustralianSuper',
    memberNumber: '702184563',
    statementPeriodStart: '2024-07-01',
    statementDate: '2025-06-30',
    balance: aClose,
    investmentOption: 'Balanced',
    contributionsTotal: aContrib,
    employerContributions: a.sg,
    insuranceLife: 412000,
    insuranceLifePremium: 390,
    insuranceTPD: 412000,
    insuranceTPDPremium: 286,
    fees: 312.4,
  },
  draw: (d) => {
    box(d, 0, 0, 595, 70, '#f5b400');
    t(d, 'sansB', 20, 'AustralianSuper', 40, 24);
    t(d, 'sans', 9, 'Annual statement  1 July 2024 – 30 June 2025', 360, 30);
    t(d, 'sans', 10, 'Ms Priya Nandini Raghavan', 40, 100);
    t(d, 'sans', 10, '14 Kurrajong Avenue', 40, 114);
    t(d, 'sans', 10, 'LEICHHARDT NSW 2040', 40, 128);
    kvLeft(d, 340, 100, 95, 'Member number', '702184563');
    kvLeft(d, 340, 114, 95, 'Date of birth', fd(priya.dob, 'dMonY'));
    kvLeft(d, 340, 128, 95, 'Investment option', 'Balanced');
    kvLeft(d, 340, 142, 95, 'Statement date', fd('2025-06-30', 'dMonY'));
    box(d, 40, 170, 515, 60, '#fff4d6');
    t(d, 'sans', 10, 'Your balance at 30 June 2025', 56, 182);
    t(d, 'sansB', 22, money(aClose), 56, 198);
    t(d, 'sans', 9, `Up from ${money(a.open)} at 1 July 2024`, 330, 205);
    t(d, 'sansB', 12, 'Your transaction summary', 40, 255);
    rule(d, 40, 272, 555);
    const rows = [
      ['Transaction', 'Amount'],
      ['Opening balance at 1 July 2024', money(a.open)],
      ['Employer contributions (SG)', money(a.sg)],
      ['Salary sacrifice contributions', money(a.ss)],
      ['Total contributions', money(aContrib)],
      ['Contributions tax', money(a.tax)],
      ['Net investment return', money(a.ret)],
      ['Administration and investment fees', money(a.fee)],
      ['Insurance premiums', money(r2(a.life + a.tpd))],
      ['Closing balance at 30 June 2025', money(aClose)],
    ];
    table(d, 40, 280, [{ w: 380 }, { w: 135, align: 'right' }], rows, 'sans', 9.5, 19, true, '#f4f4f4');
    t(d, 'sans', 7.5, 'Total fees you paid this year: ' + money(312.4), 40, 500);
    t(
      d,
      'sans',
      7,
      'AustralianSuper Pty Ltd ABN 94 006 457 987 AFSL 233788, Trustee of AustralianSuper.',
      40,
      800,
    );
    t(d, 'sans', 7, 'Page 1 of 2', 510, 800);
    d.addPage();
    t(d, 'sansB', 14, 'Your insurance cover', 40, 50);
    t(
      d,
      'sans',
      9,
      'Cover held at 30 June 2025. Premiums shown are the annual cost deducted from your account.',
      40,
      72,
    );
    const ins = [
      ['Cover type', 'Sum insured', 'Annual premium'],
      ['Death (Life) cover', money(412000), money(390)],
      ['Total & Permanent Disablement (TPD)', money(412000), money(286)],
      ['Income Protection', 'Not held', '-'],
    ];
    table(
      d,
      40,
      100,
      [{ w: 260 }, { w: 130, align: 'right' }, { w: 125, align: 'right' }],
      ins,
      'sans',
      9.5,
      20,
    );
    rule(d, 40, 118, 555, 0.4);
    t(d, 'sansB', 12, 'Contact us', 40, 220);
    t(d, 'sans', 9, `Mobile on record: ${fmtPhone(priya.phone)}   Email: ${priya.email}`, 40, 240);
    t(d, 'sans', 7, 'Page 2 of 2', 510, 800);
  },
};
// email/phone are printed on page 2
Object.assign(s1.fields, { email: priya.email, phone: priya.phone });

// ---- Aware Super, one page, label-left two-column ----
const w = {
  open: 146880.1,
  emp: 9842.6,
  per: 1000.0,
  tax: -1476.39,
  ret: 14210.77,
  fee: -598.2,
  ins: -1212.44,
};
const wContrib = r2(w.emp + w.per);
const wClose = r2(Object.values(w).reduce((s, v) => s + v, 0));
const s2: Spec = {
  id: '2a7be519',
  documentType: 'super',
  rendition: 'digital-pdf',
  persona: lan.id,
  template: 'seta.super.aware-label-left',
  documentDate: '2025-06-30',
  fields: {
    fullName: 'Lan Nguyen',
    firstName: 'Lan',
    lastName: 'Nguyen',
    ...addrKeys(lan),
    fundName: 'Aware Super',
    memberNumber: '10482291',
    statementPeriodStart: '2024-07-01',
    statementDate: '2025-06-30',
    balance: wClose,
    investmentOption: 'High Growth',
    contributionsTotal: wContrib,
    employerContributions: w.emp,
    insuranceLife: 250000,
    insuranceLifePremium: 301.6,
    insuranceTPD: 250000,
    insuranceTPDPremium: 298.4,
    insuranceIP: 5200,
    insuranceIPPremium: 612.44,
    insuranceIPWaitingPeriod: 90,
    insuranceIPBenefitPeriod: '2 years',
    fees: 598.2,
  },
  draw: (d) => {
    t(d, 'libB', 18, 'Aware Super', 45, 40);
    t(d, 'lib', 9, 'Member Statement for the year ended 30 June 2025', 45, 64);
    rule(d, 45, 80, 550, 1.2, '#0a5c7a');
    t(d, 'lib', 10, 'NGUYEN, Lan', 45, 96);
    t(d, 'lib', 10, '26 Ballarat Road', 45, 110);
    t(d, 'lib', 10, 'FOOTSCRAY VIC 3011', 45, 124);
    kvLeft(d, 330, 96, 100, 'Member no:', '10482291', 'lib');
    kvLeft(d, 330, 110, 100, 'Period:', '01/07/2024 to 30/06/2025', 'lib');
    kvLeft(d, 330, 124, 100, 'Investment choice:', 'High Growth', 'lib');
    t(d, 'libB', 11, 'Account summary', 45, 160);
    const L: [string, number][] = [
      ['Opening balance', w.open],
      ['Employer contributions', w.emp],
      ['Personal contributions', w.per],
      ['Total contributions', wContrib],
      ['Tax on contributions', w.tax],
      ['Investment earnings', w.ret],
      ['Fees', w.fee],
      ['Insurance costs', w.ins],
    ];
    L.forEach(([k, v], i) => kvLeft(d, 45, 180 + i * 16, 200, k, money(v), 'lib'));
    rule(d, 45, 312, 300);
    kvLeft(d, 45, 318, 200, 'Closing balance', money(wClose), 'libB', 10.5);
    t(d, 'libB', 11, 'Insurance', 330, 160);
    const I: [string, string][] = [
      ['Death cover', money(250000)],
      ['  annual cost', money(301.6)],
      ['TPD cover', money(250000)],
      ['  annual cost', money(298.4)],
      ['Income protection', '$5,200 per month'],
      ['  waiting period', '90 days'],
      ['  benefit period', '2 years'],
      ['  annual cost', money(612.44)],
    ];
    I.forEach(([k, v], i) => kvLeft(d, 330, 180 + i * 16, 110, k, v, 'lib'));
    t(d, 'lib', 7, 'Aware Super Pty Ltd ABN 11 118 202 672 AFSL 293340.', 45, 800);
  },
};

export default [s1, s2];
