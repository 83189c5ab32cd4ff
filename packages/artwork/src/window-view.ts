import type { Look } from './look';
import { snowy, verge } from './look';
import { between, el, mix, type Rng } from './paint';
import { lit, skyLayer } from './scenery';
import { skyline } from './skyline';
import { treeOf } from './trees';

/**
 * What a window of an interior looks out on, clipped to `panes` (`id` names the clip): the
 * look's sky, its roofline, the sea on a coast, and a tree of the place in front.
 */
export function windowView(rng: Rng, look: Look, id: string, [left, top, right, bottom]: [number, number, number, number], panes: string): { defs: string; svg: string } {
  const { sky } = look;
  const horizon = bottom - (bottom - top) * 0.25;
  const skyPart = skyLayer(rng, sky, horizon);
  const ground = lit(sky, snowy(look) ? '#eef3f7' : verge(look));
  const sea = look.coast ? el('rect', { x: left, y: horizon - 14, width: right - left, height: 14, fill: lit(sky, mix(sky.bottom, '#2f7fa0', 0.5)) }) : '';
  const city = skyline(rng, look, look.coast ? horizon - 14 : horizon, [left, right], { depth: 0.5, scale: 0.6, id: `${id}-city` });
  const scene =
    skyPart.body +
    city.body +
    sea +
    el('rect', { x: left, y: horizon, width: right - left, height: bottom - horizon, fill: ground }) +
    treeOf(rng, look, between(rng, left + 20, right - 20), bottom + 10, (bottom - top) * 0.55);
  return {
    defs: skyPart.defs + city.defs + el('clipPath', { id }, panes),
    svg: el('g', { 'clip-path': `url(#${id})` }, scene),
  };
}
