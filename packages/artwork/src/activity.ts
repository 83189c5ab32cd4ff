import { cooking } from './activity-kitchen';
import { daytrip } from './activity-nature';
import type { Scene } from './activity-scene';
import { boat, museum, night, photo } from './activity-sights';
import { ACTIVITY_SUBJECTS, type ActivitySubject } from './activity-subject';
import { bike, food, streetart, walk } from './activity-town';
import type { ActivityKey } from './keys';
import { lookFor } from './look';
import { rngFor, svgDocument } from './paint';
import { SCENE_HEIGHT, SCENE_WIDTH, type TimeOfDay } from './scenery';

const SCENES: Record<ActivitySubject, { scene: Scene; times: readonly TimeOfDay[]; title: string }> = {
  walk: { scene: walk, times: ['dawn', 'day', 'day', 'dusk'], title: 'a walk through town' },
  food: { scene: food, times: ['day', 'day', 'dusk'], title: 'a food tour' },
  cooking: { scene: cooking, times: ['day', 'dusk'], title: 'a cooking class' },
  bike: { scene: bike, times: ['dawn', 'day', 'day'], title: 'a bike ride' },
  photo: { scene: photo, times: ['dusk', 'dusk', 'dawn'], title: 'a photo walk' },
  museum: { scene: museum, times: ['day', 'day', 'dawn'], title: 'a museum' },
  daytrip: { scene: daytrip, times: ['dawn', 'day', 'day', 'dusk'], title: 'a day trip' },
  night: { scene: night, times: ['night'], title: 'the city by night' },
  streetart: { scene: streetart, times: ['day', 'day', 'dusk'], title: 'street art' },
  boat: { scene: boat, times: ['day', 'day', 'dusk'], title: 'a boat tour' },
};

/** An activity's picture: what its subject shows, in its setting; an older key without one gets one by its id. */
export function activityArtwork({ id, subject, setting }: ActivityKey): string {
  const rng = rngFor('activities', `${id}-${subject ?? ''}-${setting ?? ''}`);
  const { scene, times, title } = SCENES[subject ?? rng.pick(ACTIVITY_SUBJECTS)];
  const parts = scene(rng, lookFor(rng, setting, times));
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, `Activity: ${title}`, parts.defs, parts.body);
}
