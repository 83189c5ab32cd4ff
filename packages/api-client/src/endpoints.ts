import { bootSchema, type Boot } from '@travel/contracts';
import { apiClient } from './client';

/** The shell's start-up data: inlined by the server in production, fetched in development. */
export async function fetchBoot(): Promise<Boot> {
  const inlined = (window as { __BOOT__?: unknown }).__BOOT__;
  if (inlined) return bootSchema.parse(inlined);
  const { data } = await apiClient.get<unknown>('/api/boot');
  return bootSchema.parse(data);
}
