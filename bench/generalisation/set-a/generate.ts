// Generates the set-a blind test documents: npx tsx bench/generalisation/set-a/generate.ts (from repo root).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Spec } from './lib';
import { render } from './render';
import license from './types/license';
import passport from './types/passport';
import superDocs from './types/super';
import bank from './types/bank';
import payslip from './types/payslip';
import tax from './types/tax';
import mortgage from './types/mortgage';
import insurance from './types/insurance';
import investment from './types/investment';
import other from './types/other';

const specs: Spec[] = [
  ...license,
  ...passport,
  ...superDocs,
  ...bank,
  ...payslip,
  ...tax,
  ...mortgage,
  ...insurance,
  ...investment,
  ...other,
];

async function main() {
  const out = join(process.cwd(), 'bench/generalisation/set-a/docs');
  mkdirSync(out, { recursive: true });
  const ids = new Set<string>();
  for (const s of specs) {
    if (ids.has(s.id)) throw new Error(`duplicate id ${s.id}`);
    ids.add(s.id);
    const f = await render(s, out);
    console.log(`${f}  ${s.documentType}  ${s.rendition}`);
  }
}

void main();
