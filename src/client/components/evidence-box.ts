type Box = { x0: number; y0: number; x1: number; y1: number };

/**
 * Where a word box lies on the page picture, as CSS percentages of the page, so the highlight scales with the
 * picture at any width. The box and the page are in the same frame (GET /api/documents/:id/pages/:page gives
 * the page's size as the boxes are measured; the picture is that frame scaled). A little room is left around
 * the words so the highlight does not cut through letters, and the highlight never leaves the page.
 */
export function boxToPercent(
  box: Box,
  page: { width: number; height: number },
): { left: string; top: string; width: string; height: string } {
  const lineHeight = Math.max(0, box.y1 - box.y0);
  const padX = lineHeight * 0.3;
  const padY = lineHeight * 0.25;
  const share = (value: number, whole: number) => (whole > 0 ? Math.min(Math.max(value / whole, 0), 1) : 0);
  const left = share(Math.min(box.x0, box.x1) - padX, page.width);
  const right = share(Math.max(box.x0, box.x1) + padX, page.width);
  const top = share(Math.min(box.y0, box.y1) - padY, page.height);
  const bottom = share(Math.max(box.y0, box.y1) + padY, page.height);
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return {
    left: percent(left),
    top: percent(top),
    width: percent(right - left),
    height: percent(bottom - top),
  };
}
