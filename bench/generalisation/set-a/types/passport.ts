import { box, mrzCheck, t, type Doc, type Spec } from '../lib';
import { first, nameKeys, person, type Person } from '../people';

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pd = (iso: string) => {
  const [y = '', m = '', d = ''] = iso.split('-');
  return `${d} ${MON[Number(m) - 1]} ${y}`;
};
const yymmdd = (iso: string) => iso.slice(2).replace(/-/g, '');

export function mrz(p: Person, num: string, sex: string, expiry: string): [string, string] {
  const name = `${p.family.toUpperCase().replace(/[^A-Z]/g, '<')}<<${p.given.toUpperCase().replace(/[^A-Z]/g, '<')}`;
  const l1 = `P<AUS${name}`.padEnd(44, '<').slice(0, 44);
  const n = num.padEnd(9, '<');
  const a = `${n}${mrzCheck(n)}`;
  const b = `${yymmdd(p.dob)}${mrzCheck(yymmdd(p.dob))}`;
  const c = `${yymmdd(expiry)}${mrzCheck(yymmdd(expiry))}`;
  const pers = '<'.repeat(14) + '<';
  const comp = mrzCheck(a + b + c + pers);
  return [l1, `${a}AUS${b}${sex}${c}${pers}${comp}`];
}

function bio(
  d: Doc,
  p: Person,
  num: string,
  sex: string,
  issue: string,
  expiry: string,
  pob: string,
  v: 1 | 2,
) {
  const [l1, l2] = mrz(p, num, sex, expiry);
  box(d, 0, 0, 500, 350, v === 1 ? '#e9eef2' : '#f1ede4');
  t(d, 'sansB', 11, 'AUSTRALIA', 30, 20);
  t(d, 'sans', 8, 'PASSPORT / PASSEPORT', 140, 22);
  box(d, 30, 50, 110, 140, '#bfc6cc');
  t(d, 'sans', 7, 'PHOTO', 72, 116);
  const lx = 160;
  const rows: [string, string][] = [
    ['Type / Type', 'P'],
    ['Surname / Nom', p.family.toUpperCase()],
    ['Given names / Prénoms', p.given.toUpperCase()],
    ['Nationality / Nationalité', 'AUSTRALIAN'],
    ['Date of birth / Date de naissance', pd(p.dob)],
    ['Sex / Sexe', sex],
    ['Place of birth / Lieu de naissance', pob],
    ['Date of issue / Date de délivrance', pd(issue)],
    ['Date of expiry / Date d’expiration', pd(expiry)],
    ['Authority / Autorité', 'AUSTRALIA'],
  ];
  if (v === 1) {
    t(d, 'sans', 6.5, 'Passport No. / No. du passeport', 330, 40);
    t(d, 'monoB', 11, num, 330, 49);
    t(d, 'sans', 6.5, 'Country code / Code du pays', 240, 40);
    t(d, 'sansB', 10, 'AUS', 240, 49);
    rows.forEach(([k, v2], i) => {
      if (i === 0) return;
      t(d, 'sans', 6.5, k, lx, 58 + i * 20.5);
      t(d, 'sansB', 9.5, v2, lx, 65.5 + i * 20.5);
    });
  } else {
    t(d, 'serifB', 12, num, 380, 18);
    rows.forEach(([k, v2], i) => {
      t(d, 'serif', 7, k, lx, 50 + i * 19);
      t(d, 'serifB', 9, v2, lx + 150, 49 + i * 19);
    });
  }
  t(d, 'serif', 12, `${first(p)} ${p.family}`, 30, 200);
  box(d, 0, 268, 500, 82, '#ffffff');
  t(d, 'mono', 13.2, l1, 16, 282);
  t(d, 'mono', 13.2, l2, 16, 310);
}

const aroha = person('ga05');
const thomas = person('ga02');

const p1: Spec = {
  id: '5e02b8f4',
  documentType: 'passport',
  rendition: 'scan-pdf',
  persona: aroha.id,
  template: 'seta.passport.bio-bilingual-stacked',
  documentDate: '2019-03-04',
  size: [500, 350],
  fields: {
    passportNumber: 'PB4827163',
    ...nameKeys(aroha),
    nationality: 'AUS',
    sex: 'F',
    dateOfBirth: aroha.dob,
    expiryDate: '2029-03-04',
  },
  draw: (d) => bio(d, aroha, 'PB4827163', 'F', '2019-03-04', '2029-03-04', 'BRISBANE', 1),
};

const p2: Spec = {
  id: 'd40c7a19',
  documentType: 'passport',
  rendition: 'digital-pdf',
  persona: thomas.id,
  template: 'seta.passport.bio-two-column',
  documentDate: '2021-08-16',
  size: [500, 350],
  fields: {
    passportNumber: 'RA0930147',
    ...nameKeys(thomas),
    nationality: 'AUS',
    sex: 'M',
    dateOfBirth: thomas.dob,
    expiryDate: '2031-08-16',
  },
  draw: (d) => bio(d, thomas, 'RA0930147', 'M', '2021-08-16', '2031-08-16', 'GEELONG', 2),
};

export default [p1, p2];
