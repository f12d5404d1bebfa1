// Generic decorative elements: simple logo marks (not real trade marks), photo placeholders,
// security-print patterns and barcodes.
import type { Page } from './page';
import type { Rng } from './rng';

export type MarkKind = 'disc' | 'tiles' | 'leaf' | 'wave' | 'chevron' | 'ring' | 'star' | 'arc';

export function mark(
  p: Page,
  x: number,
  y: number,
  s: number,
  kind: MarkKind,
  c1: string,
  c2 = '#ffffff',
): void {
  switch (kind) {
    case 'disc':
      p.circle(x + s / 2, y + s / 2, s / 2, { fill: c1 });
      p.circle(x + s * 0.62, y + s * 0.42, s * 0.2, { fill: c2 });
      break;
    case 'tiles': {
      const g = s * 0.08;
      const t = (s - g) / 2;
      p.rect(x, y, t, t, { fill: c1 });
      p.rect(x + t + g, y, t, t, { fill: c2 === '#ffffff' ? c1 : c2 });
      p.rect(x, y + t + g, t, t, { fill: c2 === '#ffffff' ? c1 : c2 });
      p.rect(x + t + g, y + t + g, t, t, { fill: c1 });
      break;
    }
    case 'leaf':
      p.path(
        `M${x} ${y + s} C ${x} ${y + s * 0.3} ${x + s * 0.4} ${y} ${x + s} ${y} C ${x + s} ${y + s * 0.6} ${x + s * 0.6} ${y + s} ${x} ${y + s} Z`,
        {
          fill: c1,
        },
      );
      p.line(x + s * 0.1, y + s * 0.9, x + s * 0.75, y + s * 0.25, { stroke: c2, lw: s * 0.05 });
      break;
    case 'wave':
      p.rect(x, y, s, s, { fill: c1, r: s * 0.18 });
      p.path(
        `M${x + s * 0.1} ${y + s * 0.6} Q ${x + s * 0.3} ${y + s * 0.35} ${x + s * 0.5} ${y + s * 0.6} T ${x + s * 0.9} ${y + s * 0.6}`,
        { stroke: c2, lw: s * 0.09 },
      );
      break;
    case 'chevron':
      p.path(`M${x} ${y} L${x + s * 0.55} ${y + s / 2} L${x} ${y + s} L${x + s * 0.3} ${y + s / 2} Z`, {
        fill: c1,
      });
      p.path(
        `M${x + s * 0.4} ${y} L${x + s * 0.95} ${y + s / 2} L${x + s * 0.4} ${y + s} L${x + s * 0.7} ${y + s / 2} Z`,
        {
          fill: c2 === '#ffffff' ? c1 : c2,
        },
      );
      break;
    case 'ring':
      p.circle(x + s / 2, y + s / 2, s * 0.42, { stroke: c1, lw: s * 0.14 });
      p.circle(x + s / 2, y + s / 2, s * 0.12, { fill: c1 });
      break;
    case 'star': {
      const cx = x + s / 2;
      const cy = y + s / 2;
      const pts: string[] = [];
      for (let i = 0; i < 10; i++) {
        const r = i % 2 === 0 ? s / 2 : s * 0.2;
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        pts.push(`${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`);
      }
      p.path(`M${pts.join(' L')} Z`, { fill: c1 });
      break;
    }
    case 'arc':
      p.path(`M${x} ${y + s} A ${s} ${s} 0 0 1 ${x + s} ${y}`, { stroke: c1, lw: s * 0.16 });
      p.path(`M${x + s * 0.35} ${y + s} A ${s * 0.65} ${s * 0.65} 0 0 1 ${x + s} ${y + s * 0.35}`, {
        stroke: c2 === '#ffffff' ? c1 : c2,
        lw: s * 0.16,
      });
      break;
  }
}

/** Grey head-and-shoulders placeholder for an ID photo. */
export function portrait(p: Page, x: number, y: number, w: number, h: number, tone = '#c9cdd2'): void {
  p.rect(x, y, w, h, { fill: '#e9ecef' });
  p.circle(x + w / 2, y + h * 0.38, w * 0.22, { fill: tone });
  p.path(
    `M${x + w * 0.12} ${y + h} C ${x + w * 0.12} ${y + h * 0.7} ${x + w * 0.3} ${y + h * 0.62} ${x + w / 2} ${y + h * 0.62} ` +
      `C ${x + w * 0.7} ${y + h * 0.62} ${x + w * 0.88} ${y + h * 0.7} ${x + w * 0.88} ${y + h} Z`,
    { fill: tone },
  );
}

/** Faint wavy security lines across a region. */
export function guilloche(
  p: Page,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  rng: Rng,
  n = 14,
): void {
  for (let i = 0; i < n; i++) {
    const y0 = y + (h * (i + 0.5)) / n;
    const amp = rng.float(3, 9);
    const per = rng.float(30, 70);
    const ph = rng.float(0, Math.PI * 2);
    const pts: string[] = [];
    for (let t = 0; t <= w; t += 4)
      pts.push(`${(x + t).toFixed(1)} ${(y0 + amp * Math.sin(ph + (t / per) * Math.PI * 2)).toFixed(1)}`);
    p.path(`M${pts.join(' L')}`, { stroke: color, lw: 0.35 });
  }
}

/** Linear barcode look-alike. */
export function barcode(p: Page, x: number, y: number, w: number, h: number, rng: Rng): void {
  let cx = x;
  while (cx < x + w - 3) {
    const bw = rng.pick([0.6, 0.6, 1.2, 1.8]);
    p.rect(cx, y, bw, h, { fill: '#111111' });
    cx += bw + rng.pick([0.6, 1.2, 1.2, 1.8]);
  }
}

/** Bars for a usage chart; returns nothing. */
export function bars(
  p: Page,
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  labels: string[],
  color: string,
) {
  const max = Math.max(...values);
  const bw = w / values.length;
  values.forEach((v, i) => {
    const bh = (v / max) * (h - 12);
    p.rect(x + i * bw + bw * 0.2, y + h - 12 - bh, bw * 0.6, bh, { fill: color });
    p.text(x + i * bw + bw / 2, y + h - 3, labels[i] ?? '', {
      size: 5.5,
      anchor: 'middle',
      color: '#555555',
    });
  });
  p.line(x, y + h - 11.5, x + w, y + h - 11.5, { stroke: '#888888', lw: 0.4 });
}
