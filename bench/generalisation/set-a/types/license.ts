import { box, fd, kvAbove, t, type Spec } from '../lib';
import { addrKeys, nameKeys, person } from '../people';

const oliver = person('ga09');
const declan = person('ga04');

const nsw: Spec = {
  id: '3c9e1a07',
  documentType: 'license',
  rendition: 'scan-pdf',
  persona: oliver.id,
  template: 'seta.license.NSW-card',
  documentDate: '2024-01-28',
  size: [420, 270],
  fields: {
    ...nameKeys(oliver),
    dateOfBirth: oliver.dob,
    ...addrKeys(oliver),
    licenceNumber: '14928306',
    cardNumber: '2004817263',
    expiryDate: '2029-01-28',
    issuingState: 'NSW',
  },
  draw: (d) => {
    box(d, 0, 0, 420, 270, '#ffffff');
    box(d, 10, 10, 400, 250, '#eef3f7');
    box(d, 10, 10, 400, 34, '#1d4f7c');
    d.fillColor('#fff');
    t(d, 'libB', 13, 'NEW SOUTH WALES', 22, 16);
    t(d, 'lib', 9, 'DRIVER LICENCE', 22, 31);
    t(d, 'libB', 11, 'C', 380, 20);
    d.fillColor('#000');
    box(d, 22, 56, 92, 118, '#b9c3cc');
    t(d, 'lib', 7, 'PHOTO', 54, 110);
    t(d, 'libB', 12, 'Oliver James', 128, 56);
    t(d, 'libB', 12, 'WHITCOMBE', 128, 71);
    kvAbove(d, 128, 92, 'Address', '4/10 SMITH ST');
    t(d, 'lib', 10, 'PARRAMATTA NSW 2150', 128, 113.5);
    kvAbove(d, 128, 134, 'Licence No.', '14928306');
    kvAbove(d, 240, 134, 'Licence Class', 'C');
    kvAbove(d, 128, 162, 'Date of Birth', fd(oliver.dob, 'dMonY').toUpperCase());
    kvAbove(d, 240, 162, 'Expiry Date', fd('2029-01-28', 'dMonY').toUpperCase());
    kvAbove(d, 128, 190, 'Conditions', 'NIL');
    t(d, 'lib', 6.5, 'Card Number', 22, 230);
    t(d, 'libB', 8, '2004817263', 72, 229.5);
    t(d, 'serif', 14, 'O. Whitcombe', 22, 186);
  },
};

const tas: Spec = {
  id: 'b71d4e90',
  documentType: 'license',
  rendition: 'digital-pdf',
  persona: declan.id,
  template: 'seta.license.TAS-card',
  documentDate: '2025-06-30',
  size: [400, 255],
  fields: {
    ...nameKeys(declan),
    dateOfBirth: declan.dob,
    ...addrKeys(declan),
    licenceNumber: 'D847213',
    expiryDate: '2030-06-30',
    issuingState: 'TAS',
  },
  draw: (d) => {
    box(d, 0, 0, 400, 255, '#f6f2e8');
    box(d, 0, 0, 400, 8, '#2e6b3a');
    t(d, 'sansB', 12, 'TASMANIA', 18, 18);
    t(d, 'sans', 8, 'Driver Licence  ·  Department of State Growth', 18, 34);
    box(d, 290, 52, 92, 112, '#c9c2b0');
    t(d, 'sans', 7, 'PHOTO', 322, 104);
    t(d, 'cond', 7, 'NAME', 18, 56);
    t(d, 'condB', 11, "O'ROURKE, Declan Joseph", 18, 66);
    t(d, 'cond', 7, 'ADDRESS', 18, 88);
    t(d, 'condB', 9, '12 NAPOLEON STREET', 18, 98);
    t(d, 'condB', 9, 'BATTERY POINT TAS 7004', 18, 110);
    t(d, 'cond', 7, 'LICENCE NUMBER', 18, 132);
    t(d, 'condB', 11, 'D847213', 18, 142);
    t(d, 'cond', 7, 'CLASS', 150, 132);
    t(d, 'condB', 11, 'C  MC', 150, 142);
    t(d, 'cond', 7, 'DATE OF BIRTH', 18, 166);
    t(d, 'condB', 10, fd(declan.dob, 'dmy'), 18, 176);
    t(d, 'cond', 7, 'EXPIRES', 150, 166);
    t(d, 'condB', 10, fd('2030-06-30', 'dmy'), 150, 176);
    t(d, 'cond', 7, 'CONDITIONS', 18, 198);
    t(d, 'condB', 9, 'S', 18, 208);
    t(d, 'serif', 13, "D. O'Rourke", 290, 190);
  },
};

export default [nsw, tas];
