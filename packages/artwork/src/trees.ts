import { between, darken, el, lighten, num, points, weighted, type Rng } from './paint';
import { snowy, type Look } from './look';
import { lit } from './scenery';

const SNOW = '#f4f7fb';

/** A conifer of three stacked tiers standing on `groundY`; snow on each tier when `snow` is given. */
export function pine(x: number, groundY: number, h: number, fill: string, snow?: string): string {
  const tier = (top: number, bottom: number, half: number): string =>
    `M${points([[x, groundY - h * top], [x + h * half, groundY - h * bottom], [x - h * half, groundY - h * bottom]])}Z`;
  const cap = (top: number, bottom: number, half: number): string => {
    const y = groundY - h * (top - (top - bottom) * 0.45);
    const w = h * half * 0.45;
    return `M${points([[x, groundY - h * top], [x + w, y], [x + w * 0.3, y - h * 0.03], [x - w * 0.4, y + h * 0.01], [x - w, y]])}Z`;
  };
  return (
    el('rect', { x: x - h * 0.03, y: groundY - h * 0.15, width: h * 0.06, height: h * 0.15, fill: darken(fill, 0.35) }) +
    el('path', { d: tier(1, 0.55, 0.17) + tier(0.8, 0.33, 0.24) + tier(0.58, 0.1, 0.3), fill }) +
    (snow ? el('path', { d: cap(1, 0.55, 0.17) + cap(0.8, 0.33, 0.24) + cap(0.58, 0.1, 0.3), fill: snow }) : '')
  );
}

/** A deciduous tree: trunk and a cluster of round crowns. */
export function roundTree(x: number, groundY: number, h: number, fill: string): string {
  return (
    el('rect', { x: x - h * 0.04, y: groundY - h * 0.45, width: h * 0.08, height: h * 0.45, fill: darken(fill, 0.45), rx: h * 0.02 }) +
    el('circle', { cx: x - h * 0.14, cy: groundY - h * 0.55, r: h * 0.22, fill: darken(fill, 0.08) }) +
    el('circle', { cx: x + h * 0.14, cy: groundY - h * 0.58, r: h * 0.24, fill }) +
    el('circle', { cx: x, cy: groundY - h * 0.75, r: h * 0.25, fill: lighten(fill, 0.08) })
  );
}

/** A leafless tree in winter: a trunk forking into thin branches. */
function bareTree(rng: Rng, x: number, groundY: number, h: number, bark: string, snow?: string): string {
  let d = `M${num(x)},${num(groundY)}L${num(x)},${num(groundY - h * 0.45)}`;
  for (let i = 0; i < 6; i++) {
    const from = groundY - h * between(rng, 0.35, 0.6);
    const side = i % 2 === 0 ? 1 : -1;
    const tipX = x + side * h * between(rng, 0.15, 0.35);
    const tipY = groundY - h * between(rng, 0.7, 1);
    d += `M${num(x)},${num(from)}Q${num(x + side * h * 0.05)},${num((from + tipY) / 2)} ${num(tipX)},${num(tipY)}`;
  }
  const branches = el('path', { d, stroke: bark, 'stroke-width': h * 0.025, 'stroke-linecap': 'round', fill: 'none' });
  const trunk = el('path', { d: `M${num(x - h * 0.035)},${num(groundY)}L${num(x)},${num(groundY - h * 0.55)}L${num(x + h * 0.035)},${num(groundY)}Z`, fill: bark });
  return trunk + branches + (snow ? el('ellipse', { cx: x, cy: groundY, rx: h * 0.2, ry: h * 0.03, fill: snow }) : '');
}

/** A birch: white trunk with dark marks and an airy crown (yellow in autumn); bare in winter. */
function birch(rng: Rng, x: number, groundY: number, h: number, leaf: string | undefined, bark: string): string {
  if (!leaf) return bareTree(rng, x, groundY, h, lighten(bark, 0.7), SNOW);
  const trunk = el('rect', { x: x - h * 0.025, y: groundY - h * 0.75, width: h * 0.05, height: h * 0.75, fill: lighten(bark, 0.8) });
  const marks = el('path', {
    d: [0.2, 0.35, 0.5, 0.62].map((t) => `M${num(x - h * 0.025)},${num(groundY - h * t)}h${num(h * 0.03)}`).join(''),
    stroke: bark,
    'stroke-width': h * 0.012,
  });
  const crowns = [
    [0, 0.8, 0.16, 0.26],
    [-0.11, 0.66, 0.13, 0.2],
    [0.11, 0.62, 0.13, 0.18],
    [0.02, 0.5, 0.1, 0.14],
  ].map(([dx, dy, rx, ry], i) => el('ellipse', { cx: x + h * dx!, cy: groundY - h * dy!, rx: h * rx!, ry: h * ry!, fill: i % 2 ? darken(leaf, 0.1) : leaf, opacity: 0.92 }));
  return trunk + crowns.join('') + marks;
}

/** A cypress: a tall dark flame. */
export function cypress(x: number, groundY: number, h: number, fill: string): string {
  const w = h * 0.12;
  return el('path', {
    d: `M${num(x)},${num(groundY - h)}C${num(x + w * 1.3)},${num(groundY - h * 0.7)} ${num(x + w * 1.1)},${num(groundY - h * 0.15)} ${num(x + w * 0.3)},${num(groundY)}H${num(x - w * 0.3)}C${num(x - w * 1.1)},${num(groundY - h * 0.15)} ${num(x - w * 1.3)},${num(groundY - h * 0.7)} ${num(x)},${num(groundY - h)}Z`,
    fill,
  });
}

/** A stone pine: a bare leaning trunk under a wide flat crown. */
function umbrellaPine(rng: Rng, x: number, groundY: number, h: number, fill: string): string {
  const lean = between(rng, -0.12, 0.12) * h;
  const top = groundY - h * 0.78;
  return (
    el('path', { d: `M${num(x)},${num(groundY)}Q${num(x + lean * 0.2)},${num(groundY - h * 0.4)} ${num(x + lean)},${num(top)}`, stroke: darken(fill, 0.5), 'stroke-width': h * 0.05, fill: 'none' }) +
    el('ellipse', { cx: x + lean, cy: top - h * 0.04, rx: h * 0.42, ry: h * 0.12, fill: darken(fill, 0.08) }) +
    el('ellipse', { cx: x + lean + h * 0.05, cy: top - h * 0.11, rx: h * 0.3, ry: h * 0.1, fill })
  );
}

/** A palm leaning by `lean` (fraction of its height): curved trunk and drooping fronds. */
export function palm(x: number, groundY: number, h: number, lean: number, trunk: string, leaf: string): string {
  const cx = x + lean * h;
  const cy = groundY - h;
  const stem = el('path', {
    d: `M${num(x)},${num(groundY)}Q${num(x + lean * h * 0.15)},${num(groundY - h * 0.55)} ${num(cx)},${num(cy)}`,
    stroke: trunk,
    'stroke-width': h * 0.055,
    'stroke-linecap': 'round',
    fill: 'none',
  });
  const length = h * 0.5;
  const fronds = [-170, -140, -112, -80, -52, -22, 8, 160].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const [dx, dy] = [Math.cos(a), Math.sin(a)];
    const tip: [number, number] = [cx + dx * length, cy + dy * length + length * 0.5 * Math.abs(dx) + (dy > 0 ? length * 0.2 : 0)];
    const mid: [number, number] = [cx + dx * length * 0.55, cy + dy * length * 0.55 - length * 0.08];
    const w = length * 0.2;
    const [px, py] = [-dy * w, dx * w];
    const side = dx >= 0 ? 1 : -1;
    // Out along a curve bulging up, back along a flatter one: a leaf that droops.
    return `M${points([[cx, cy]])}Q${points([[mid[0] - px * side, mid[1] - py * side - w * 0.6], tip])}Q${points([[mid[0] + px * side * 0.4, mid[1] + py * side * 0.4], [cx, cy]])}Z`;
  });
  const even = fronds.filter((_, i) => i % 2 === 0).join('');
  const odd = fronds.filter((_, i) => i % 2 === 1).join('');
  return stem + el('path', { d: even, fill: leaf }) + el('path', { d: odd, fill: darken(leaf, 0.15) }) + el('circle', { cx, cy, r: h * 0.035, fill: darken(trunk, 0.3) });
}

type TreeKind = 'pine' | 'birch' | 'round' | 'bare' | 'poplar' | 'cypress' | 'umbrella' | 'olive' | 'palm';

/** Which trees grow in a look, and how often. */
function kindsFor(look: Look): readonly (readonly [TreeKind, number])[] {
  const winter = snowy(look);
  switch (look.climate) {
    case 'nordic':
      return winter ? [['pine', 3], ['birch', 2]] : [['birch', 3], ['pine', 2]];
    case 'temperate':
      return winter ? [['bare', 3], ['pine', 1]] : [['round', 6], ['poplar', 1], ['pine', 1]];
    case 'mediterranean':
      return [['cypress', 4], ['umbrella', 2], ['olive', 2], ['palm', 1]];
    case 'desert':
      return [['palm', 5], ['olive', 1]];
    case 'tropical':
      return [['palm', 3], ['round', 1]];
  }
}

/** Summer greens by climate; autumn turns the broadleaves. */
function leafColor(rng: Rng, look: Look, kind: TreeKind): string {
  if (kind === 'pine') return rng.pick(['#2f5d45', '#2d5a3d', '#35604a']);
  if (kind === 'cypress') return rng.pick(['#2f4f35', '#35553a']);
  if (kind === 'olive') return rng.pick(['#8a9a66', '#7f9160']);
  if (kind === 'umbrella') return rng.pick(['#4f6f3c', '#56733f']);
  if (look.season === 'autumn') return rng.pick(['#d98b2b', '#c9542c', '#e2b13c', '#b8612a']);
  if (kind === 'palm') return look.climate === 'desert' ? rng.pick(['#6d8a4f', '#7a8f55']) : rng.pick(['#3f8f5a', '#4f8f4a', '#2f8a52']);
  if (kind === 'birch') return rng.pick(['#8dbb5a', '#7aa84f']);
  if (look.climate === 'tropical') return rng.pick(['#2f8f4f', '#3a7f3f', '#2e7a55']);
  return rng.pick(['#3f8f5a', '#4f8f4a', '#5c9a5b', '#3f7f59']);
}

/**
 * A tree of the place, about `h` tall, standing on `groundY`: birches and snowy pines in the
 * north, broadleaves in temperate towns, cypresses and stone pines by the Mediterranean,
 * palms in the desert and the tropics. `lean` tilts palms towards the middle of the picture.
 */
export function treeOf(rng: Rng, look: Look, x: number, groundY: number, h: number, lean = 0): string {
  const kind = weighted(rng, kindsFor(look));
  const leaf = lit(look.sky, leafColor(rng, look, kind));
  const bark = lit(look.sky, '#4a3c30');
  const snow = snowy(look) ? lit(look.sky, SNOW) : undefined;
  switch (kind) {
    case 'pine':
      return pine(x, groundY, h * 1.1, leaf, snow);
    case 'birch':
      return birch(rng, x, groundY, h, snow ? undefined : leaf, bark);
    case 'bare':
      return bareTree(rng, x, groundY, h, bark, snow);
    case 'poplar':
      return el('rect', { x: x - h * 0.02, y: groundY - h * 0.2, width: h * 0.04, height: h * 0.2, fill: bark }) + cypress(x, groundY - h * 0.12, h * 0.95, leaf);
    case 'cypress':
      return cypress(x, groundY, h * 1.15, leaf);
    case 'umbrella':
      return umbrellaPine(rng, x, groundY, h * 1.1, leaf);
    case 'olive':
      return roundTree(x, groundY, h * 0.7, leaf);
    case 'palm':
      return palm(x, groundY, h * 1.3, lean || between(rng, -0.15, 0.15), lit(look.sky, '#8a6a4a'), leaf);
    case 'round':
      return roundTree(x, groundY, h, leaf);
  }
}

/**
 * A far wood along a ridge as one outline: a saw edge of pine tops or a scalloped edge of
 * round crowns, a point or an arc a tree, so a whole hillside costs a line of path data.
 */
export function treeLine(rng: Rng, fromX: number, toX: number, groundY: number, size: number, fill: string, kind: 'pine' | 'round'): string {
  const r = Math.round;
  let d = `M${r(fromX)},${r(groundY + 8)}`;
  let x = fromX;
  while (x < toX) {
    const w = size * between(rng, 0.35, 0.6);
    const h = size * between(rng, 0.7, 1.1);
    d += kind === 'pine' ? `L${r(x + w / 2)},${r(groundY - h)}L${r(x + w)},${r(groundY - h * 0.3)}` : `A${r(w / 2)},${r(h * 0.45)} 0 0,1 ${r(x + w)},${r(groundY - h * 0.3)}`;
    x += w;
  }
  return el('path', { d: `${d}V${r(groundY + 8)}Z`, fill });
}
