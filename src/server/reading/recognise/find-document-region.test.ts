import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findDocumentRegion } from './find-document-region';

async function greyImage(
  width: number,
  height: number,
  card?: { left: number; top: number; width: number; height: number },
) {
  let image = sharp({ create: { width, height, channels: 3, background: '#303030' } });
  if (card) {
    const white = await sharp({
      create: { width: card.width, height: card.height, channels: 3, background: '#f0f0f0' },
    })
      .png()
      .toBuffer();
    image = sharp(
      await image
        .composite([{ input: white, left: card.left, top: card.top }])
        .png()
        .toBuffer(),
    );
  }
  const { data, info } = await image
    .toColourspace('b-w')
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('findDocumentRegion', () => {
  it('finds a light card on a dark table, with a small margin', async () => {
    const region = await findDocumentRegion(
      await greyImage(2000, 1500, { left: 500, top: 400, width: 860, height: 540 }),
    );
    expect(region.left).toBeGreaterThan(430);
    expect(region.left).toBeLessThanOrEqual(500);
    expect(region.top).toBeLessThanOrEqual(400);
    expect(region.left + region.width).toBeGreaterThanOrEqual(1360);
    expect(region.top + region.height).toBeLessThan(1010);
  });

  it('keeps the whole image when there is nothing to crop to', async () => {
    expect(await findDocumentRegion(await greyImage(800, 600))).toEqual({
      left: 0,
      top: 0,
      width: 800,
      height: 600,
    });
  });
});
