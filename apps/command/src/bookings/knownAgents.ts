import type { PersonRef } from '@travel/contracts';

/**
 * The agents the agent filter offers: those named by the bookings seen so far, by name. There
 * is no call listing an agency's agents yet (the Agents area is not built), so the filter
 * offers the agents the list has shown, and keeps one chosen by a link under a stand-in name.
 */
export function knownAgents(seen: readonly PersonRef[], rows: readonly { agent: PersonRef | null }[], chosen: { id: string; name: string } | null): PersonRef[] {
  const byId = new Map(seen.map((agent) => [agent.id, agent]));
  for (const { agent } of rows) if (agent) byId.set(agent.id, agent);
  if (chosen && chosen.id !== '' && !byId.has(chosen.id)) byId.set(chosen.id, chosen);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
