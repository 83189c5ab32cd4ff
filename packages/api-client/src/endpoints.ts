import type { Boot } from '@travel/contracts';
import { apiClient } from './client';

/**
 * The shell's start-up data: inlined by the server in production (validated there against
 * the contract before it is written), fetched in development.
 */
export async function fetchBoot(): Promise<Boot> {
  const inlined = (window as { __BOOT__?: Boot }).__BOOT__;
  if (inlined) return inlined;
  const { data } = await apiClient.get<Boot>('/api/boot');
  return data;
}
