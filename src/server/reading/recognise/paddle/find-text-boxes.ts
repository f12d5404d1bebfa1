/** A piece of text as a turned rectangle in image pixels: its centre, its size along and across the text,
 * and its slant (radians, clockwise from horizontal). */
export type TextBox = { cx: number; cy: number; width: number; height: number; angle: number };

// PaddleOCR's DB post-processing settings: pixels more likely text than `pixelThreshold` form regions; a
// region whose mean likelihood is under `boxThreshold` is texture, not text; regions are grown by
// `unclipRatio` (the detector marks a shrunken core of each text line).
const pixelThreshold = 0.3;
const boxThreshold = 0.5;
const unclipRatio = 1.5;
const minSide = 3;

/**
 * The text boxes in the detector's probability map (`width` × `height`): each connected region of likely
 * text, measured along its principal axis (so turned lines get turned boxes) and grown as DB's unclip does.
 */
export function findTextBoxes(probabilities: Float32Array, width: number, height: number): TextBox[] {
  const labels = new Int32Array(width * height).fill(-1);
  const boxes: TextBox[] = [];
  const stack: number[] = [];
  const members: number[] = [];
  for (let start = 0; start < width * height; start++) {
    if (labels[start] !== -1 || (probabilities[start] ?? 0) <= pixelThreshold) continue;
    // Flood fill (8-connected) one region, collecting its pixels.
    members.length = 0;
    stack.push(start);
    labels[start] = boxes.length;
    while (stack.length > 0) {
      const index = stack.pop() as number;
      members.push(index);
      const x = index % width;
      const y = (index - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const neighbour = ny * width + nx;
          if (labels[neighbour] !== -1 || (probabilities[neighbour] ?? 0) <= pixelThreshold) continue;
          labels[neighbour] = boxes.length;
          stack.push(neighbour);
        }
      }
    }
    const box = measureRegion(members, probabilities, width);
    if (box) boxes.push(box);
  }
  return boxes;
}

/** The turned rectangle around a region's pixels, grown by the unclip distance; undefined for specks and
 * regions the detector was unsure of. */
function measureRegion(members: number[], probabilities: Float32Array, width: number): TextBox | undefined {
  if (members.length < minSide * minSide) return undefined;
  let sumX = 0;
  let sumY = 0;
  let sumP = 0;
  for (const index of members) {
    sumX += index % width;
    sumY += Math.floor(index / width);
    sumP += probabilities[index] ?? 0;
  }
  if (sumP / members.length < boxThreshold) return undefined;
  const meanX = sumX / members.length;
  const meanY = sumY / members.length;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const index of members) {
    const dx = (index % width) - meanX;
    const dy = Math.floor(index / width) - meanY;
    xx += dx * dx;
    yy += dy * dy;
    xy += dx * dy;
  }
  let angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let minU = Infinity;
  let maxU = -Infinity;
  let minV = Infinity;
  let maxV = -Infinity;
  for (const index of members) {
    const dx = (index % width) - meanX;
    const dy = Math.floor(index / width) - meanY;
    const u = dx * cos + dy * sin;
    const v = -dx * sin + dy * cos;
    minU = Math.min(minU, u);
    maxU = Math.max(maxU, u);
    minV = Math.min(minV, v);
    maxV = Math.max(maxV, v);
  }
  // Pixel centres: the region spans one pixel more than the distance between its outermost centres.
  let along = maxU - minU + 1;
  let across = maxV - minV + 1;
  if (Math.min(along, across) < minSide) return undefined;
  const centreU = (minU + maxU) / 2;
  const centreV = (minV + maxV) / 2;
  const cx = meanX + centreU * cos - centreV * sin;
  const cy = meanY + centreU * sin + centreV * cos;
  // A region whose longer side is nearer upright than level is a character or two (documents are seldom
  // turned past 45°): read it as a level strip.
  if (Math.abs(angle) > Math.PI / 4) {
    [along, across] = [across, along];
    angle += angle > 0 ? -Math.PI / 2 : Math.PI / 2;
  }
  const grow = (along * across * unclipRatio) / (2 * (along + across));
  return { cx, cy, width: along + 2 * grow, height: across + 2 * grow, angle };
}
