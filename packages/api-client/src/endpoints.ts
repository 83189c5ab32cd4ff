import { BOOT_ELEMENT_ID, PAGE_STATE_ELEMENT_ID, type Boot } from '@travel/contracts';
import { apiClient } from './client';

/**
 * The shell's start-up data: inlined by the server in production (validated there against
 * the contract before it is written), fetched in development.
 */
/** Whether the server rendered this page: then it left the page's state beside the boot data. */
export function serverRendered(): boolean {
  return document.getElementById(PAGE_STATE_ELEMENT_ID) !== null;
}

/** The state a server-rendered page was rendered with (store handover.ts), or null on a page the browser renders. */
export function pageStateHandedOver<T>(): T | null {
  const inlined = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  return inlined ? (JSON.parse(inlined) as T) : null;
}

export async function fetchBoot(): Promise<Boot> {
  const inlined = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (inlined) return JSON.parse(inlined) as Boot;
  const { data } = await apiClient.get<Boot>('/api/boot');
  return data;
}
