import { understandDocument } from '@/server/reading/understand-document';
import { makeFamily } from '../training/factory/compose';
import { makeDocument } from '../training/factory/make-corpus';
import { toRecognised } from '../training/factory/to-recognised';
import type { DocumentType } from '@/shared/options';
const [type, k, invented] = process.argv.slice(2) as [DocumentType, string, string?];
const seen = new Map<string, number>();
for (let f = 0; f < 50; f++) for (let i = 0; i < 4; i++) {
  const d = makeDocument({ ...makeFamily(type, f), ...(invented ? { inventedWording: true as const } : {}) }, i);
  const u = await understandDocument(toRecognised(d), type);
  const read = u.extractedData._fields as Record<string, { value: unknown } | undefined>;
  if (d.fields[k] !== undefined && String(read[k]?.value ?? '') !== String(d.fields[k])) {
    const key = `truth ${d.fields[k]} | read ${read[k]?.value}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
}
for (const [key, n] of seen) console.log(n, key);
