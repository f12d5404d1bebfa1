import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RawImage } from './raw-image';

/** pdfjs's Node canvas factory (backed by @napi-rs/canvas); typed loosely upstream. */
export type CanvasFactory = {
  create(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };
  destroy(canvasAndContext: { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D }): void;
};

/** Rasterises a page so its longer side is `longSide` pixels (never more than `maxPixels` in all). */
export async function renderPdfPage({
  page,
  canvasFactory,
  longSide,
  maxPixels,
}: {
  page: PDFPageProxy;
  canvasFactory: CanvasFactory;
  longSide: number;
  maxPixels: number;
}): Promise<RawImage> {
  const unscaled = page.getViewport({ scale: 1 });
  const scale = Math.min(
    longSide / Math.max(unscaled.width, unscaled.height),
    Math.sqrt(maxPixels / (unscaled.width * unscaled.height)),
  );
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  const target = canvasFactory.create(width, height);
  try {
    await page.render({ canvas: target.canvas, canvasContext: target.context, viewport, background: 'white' })
      .promise;
    const { data } = target.context.getImageData(0, 0, width, height);
    return { data, width, height, channels: 4 };
  } finally {
    canvasFactory.destroy(target);
  }
}
