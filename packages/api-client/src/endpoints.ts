import { BOOT_ELEMENT_ID, type Boot } from '@travel/contracts';
import { apiClient } from './client';

/**
 * The shell's start-up data: inlined by the server in production (validated there against
 * the contract before it is written), fetched in development.
 */
export async function fetchBoot(): Promise<Boot> {
  const inlined = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (inlined) return JSON.parse(inlined) as Boot;
  const { data } = await apiClient.get<Boot>('/api/boot');
  return data;
}
