import { parseMarkupPercent, type Markup, type MarkupInputProblem, type ServiceTitle } from '@travel/contracts';

export type MarkupDrafts = Partial<Record<ServiceTitle, string>>;

export type MarkupCheck =
  | { ok: true; changes: Markup[] }
  | { ok: false; problems: Partial<Record<ServiceTitle, MarkupInputProblem>> };

/** The services' typed markups checked against the saved ones: what to send, or what is wrong where. */
export function checkMarkupDrafts(services: readonly ServiceTitle[], drafts: MarkupDrafts, saved: readonly Markup[]): MarkupCheck {
  const problems: Partial<Record<ServiceTitle, MarkupInputProblem>> = {};
  const changes: Markup[] = [];
  for (const service of services) {
    const parsed = parseMarkupPercent(drafts[service] ?? '');
    if ('problem' in parsed) {
      problems[service] = parsed.problem;
      continue;
    }
    const before = saved.find((markup) => markup.service === service)?.basisPoints;
    if (parsed.basisPoints !== before) changes.push({ service, basisPoints: parsed.basisPoints });
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, changes };
}
