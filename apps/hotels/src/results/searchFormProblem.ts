import type { ApiProblem } from '@travel/ui';

/** The problems the search form above the results marks at their own field. */
const AT_SEARCH_FORM: ReadonlySet<ApiProblem['field']> = new Set(['checkIn', 'checkOut', 'destination']);

/** A refused search the traveller fixes in the search form (its field says what is wrong). */
export const isSearchFormProblem = (problem: ApiProblem | undefined): boolean => problem !== undefined && AT_SEARCH_FORM.has(problem.field);
