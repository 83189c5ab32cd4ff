// The ids the Command Center's records have (clients, proposals and their items): uuids, as a
// page's query names them. Plain TypeScript.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed id, or undefined (a query value that is absent or could be anything). */
export const uuidOrUndefined = (text: string | null): string | undefined => (text !== null && UUID.test(text) ? text : undefined);
