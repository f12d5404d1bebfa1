import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MODEL_FILE, modelJson, trainShippedModel } from './train-shipped-model';

describe('the shipped document-type model', () => {
  it('is exactly what training makes, and classifies families it never saw', async () => {
    const { model, heldOut } = await trainShippedModel();
    expect(modelJson(model)).toBe(await readFile(MODEL_FILE, 'utf8'));
    const textLayer = heldOut.filter((item) => item.reading === 'text layer');
    const right = textLayer.filter((item) => item.predicted === item.type).length;
    expect(right / textLayer.length).toBeGreaterThanOrEqual(0.97);
  }, 240_000);
});
