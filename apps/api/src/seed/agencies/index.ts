import type { DemoAgency } from '../demo-agency';
import { closed } from './closed';
import { club } from './club';
import { nordic } from './nordic';
import { sol } from './sol';
import { sunny } from './sunny';
import { wayfarer } from './wayfarer';

/** The agencies every fresh database starts with (DEMO.md), the default first. */
export const DEMO_AGENCIES: readonly DemoAgency[] = [wayfarer, sunny, nordic, sol, club, closed];
