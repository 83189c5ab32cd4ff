import type { Look } from './look';
import type { Rng } from './paint';

/** One activity picture's content, sky included: the painter wraps it in the document. */
export interface SceneParts {
  defs: string;
  body: string;
}

export type Scene = (rng: Rng, look: Look) => SceneParts;
