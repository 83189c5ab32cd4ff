/** The id of the element holding the boot data the server inlines (boot.schema.ts): plain, so the shell bundles no zod. */
export const BOOT_ELEMENT_ID = 'boot-data';
