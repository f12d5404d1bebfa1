/**
 * The contamination test (decision 034): the sealed fold's wording must be matched by nothing the extractor
 * was written or tuned with. It fails if any regular expression in the extraction rules
 * (src/server/reading/extract, read from the source so a new rule is checked without being listed here), any
 * field-registry label or synonym, any institution entry (extract/organisations.ts) or any other factory
 * family's wording matches a label the sealed fold prints or an institution it names. When it fails, the
 * sealed figure is no longer an estimate: write new sealed wording (never change the rule to suit the fold).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as organisations from '@/server/reading/extract/organisations';
import { fieldRegistry } from '@/shared/field-registry';
import { sealedWording } from './make-sealed-corpus';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const EXTRACT_DIR = path.join(repoRoot, 'src/server/reading/extract');
const FACTORY_TYPES_DIR = path.join(repoRoot, 'training/factory/types');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith('testing'))
    .map((name) => path.join(dir, name))
    .sort();
}

type Pattern = { file: string; pattern: RegExp };

/** Every regular expression literal (and `new RegExp('…')` of a literal string) in a source file. */
export function regexesIn(file: string, text: string): Pattern[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Pattern[] = [];
  const add = (body: string, flags: string) =>
    found.push({
      file: path.relative(repoRoot, file),
      pattern: new RegExp(body, flags.replace(/[gy]/g, '')),
    });
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const end = literal.lastIndexOf('/');
      add(literal.slice(1, end), literal.slice(end + 1));
    } else if (
      ts.isNewExpression(node) &&
      node.expression.getText(source) === 'RegExp' &&
      node.arguments?.[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      const flags = node.arguments[1];
      add(node.arguments[0].text, flags && ts.isStringLiteralLike(flags) ? flags.text : '');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * A pattern that names wording: a run of three letters once escapes (\b, \s, \d…), character classes and
 * group syntax are taken out. Patterns of digits, spaces and punctuation (money, dates, numbers) read values,
 * not labels, and would "match" any label with a space in it.
 */
export function namesWording(pattern: RegExp): boolean {
  const literal = pattern.source
    .replace(/\\[pPu]\{[^}]*\}/g, ' ')
    .replace(/\\./g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\(\?(?:[:=!]|<[=!]|<\w+>)/g, ' ')
    .replace(/\{\d*,?\d*\}/g, ' ');
  return /[A-Za-z]{3}/.test(literal);
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
/** `phrase` appears in `text` as whole words (both normalised). */
const containsPhrase = (text: string, phrase: string) =>
  phrase.length > 0 && ` ${text} `.includes(` ${phrase} `);

/** Every string literal of the other factory families' recipes (their label pools, titles and issuers). */
function factoryStrings(): Set<string> {
  const strings = new Set<string>();
  for (const file of sourceFiles(FACTORY_TYPES_DIR)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node)) strings.add(normalise(node.text));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  strings.delete('');
  return strings;
}

const rulePatterns = sourceFiles(EXTRACT_DIR).flatMap((file) => regexesIn(file, readFileSync(file, 'utf8')));
const wordingPatterns = rulePatterns.filter(({ pattern }) => namesWording(pattern));
const synonyms = Object.values(fieldRegistry).flatMap((definition) => [
  definition.label,
  ...(definition.labels ?? []),
]);
const institutionEntries: string[] = Object.values(organisations as Record<string, unknown>)
  .filter((value): value is readonly (readonly string[])[] => Array.isArray(value))
  .flat(2)
  .filter((name): name is string => typeof name === 'string');
const otherFamilies = factoryStrings();
const sealed = sealedWording();
const texts = sealed.flatMap(({ type, labels, institutions }) => [
  ...labels.map((text) => ({ type, text, kind: 'label' })),
  ...institutions.map((text) => ({ type, text, kind: 'institution' })),
]);

/**
 * A rule matches a piece of wording when what it matches covers at least half of the wording's letters: the
 * rule reads the phrase as the phrase it was written for ("Contract number" by the policy-number rule). One
 * generic word inside a longer phrase (the "Pty Ltd" of an employer's name, the "year" of a heading, which
 * the organisation and value rules look for in any document) does not make the phrase the rule's.
 */
export function ruleMatches(pattern: RegExp, text: string): boolean {
  const covered = new Set<number>();
  const global = new RegExp(pattern.source, `${pattern.flags}g`);
  for (const match of text.matchAll(global))
    for (let index = match.index; index < match.index + match[0].length; index++) covered.add(index);
  const letters = [...text]
    .map((char, index) => [char, index] as const)
    .filter(([char]) => /\p{L}/u.test(char));
  const hit = letters.filter(([, index]) => covered.has(index)).length;
  return letters.length > 0 && hit * 2 >= letters.length;
}

/** What in the extractor, registry, institutions or other families matches a piece of sealed wording. */
export function contaminationOf(text: string): string[] {
  const words = normalise(text);
  return [
    ...wordingPatterns
      .filter(({ pattern }) => ruleMatches(pattern, text))
      .map(({ file, pattern }) => `rule ${file} ${String(pattern)}`),
    ...synonyms
      .filter((synonym) => {
        const phrase = normalise(synonym);
        return phrase === words || (phrase.includes(' ') && containsPhrase(words, phrase));
      })
      .map((synonym) => `registry synonym "${synonym}"`),
    ...institutionEntries
      .filter((entry) => containsPhrase(words, normalise(entry)) || containsPhrase(normalise(entry), words))
      .map((entry) => `institution entry "${entry}"`),
    ...(otherFamilies.has(words) ? [`another factory family's wording "${text}"`] : []),
  ];
}

describe('the sealed fold is not contaminated', () => {
  it('finds the extraction rules, synonyms and institution entries it checks against', () => {
    // A broken collector would pass everything: these are known to be there.
    expect(wordingPatterns.length).toBeGreaterThan(200);
    expect(wordingPatterns.some(({ pattern }) => ruleMatches(pattern, 'Closing balance'))).toBe(true);
    expect(synonyms).toContain('total contributions');
    expect(institutionEntries).toContain('Westpac');
    expect(otherFamilies.has('total taxable income')).toBe(true);
    expect(texts.length).toBeGreaterThan(150);
  });

  it('tells a tuned phrase from a sealed one', () => {
    expect(contaminationOf('Total taxable income').length).toBeGreaterThan(0);
    expect(contaminationOf('Westpac Banking Corporation').length).toBeGreaterThan(0);
    expect(contaminationOf('Employer contributions this year').length).toBeGreaterThan(0);
    expect(contaminationOf('Contract number').length).toBeGreaterThan(0);
    expect(ruleMatches(/\b(?:pty|ltd)\b/i, 'Marri Valley Orchards Pty Ltd')).toBe(false);
    expect(ruleMatches(/\bopening\s+balance\b/i, 'Opening balance')).toBe(true);
    expect(namesWording(/\d{3}[\s-]?\d{3}/)).toBe(false);
    expect(namesWording(/\bopening\s+balance\b/i)).toBe(true);
  });

  it("matches none of the sealed fold's labels or institutions", () => {
    const contaminated = texts
      .map(({ type, text, kind }) => ({ type, kind, text, by: contaminationOf(text) }))
      .filter(({ by }) => by.length > 0)
      .map(({ type, kind, text, by }) => `${type} ${kind} "${text}": ${by.join('; ')}`);
    expect(contaminated).toEqual([]);
  });
});
