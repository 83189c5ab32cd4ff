/** The id of the element holding the boot data the server inlines (boot.schema.ts): plain, so the shell bundles no zod. */
export const BOOT_ELEMENT_ID = 'boot-data';
/** The id of the element holding a server-rendered page's state, which the browser takes over to hydrate it. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
