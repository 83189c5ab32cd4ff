// The services' keys come from the manifest (packages/contracts/src/services/registry.ts).
// Kept as a module because the booking core, under rewrite, imports them from here.
export { SERVICE_KEYS, type ServiceKey } from '@travel/contracts';
