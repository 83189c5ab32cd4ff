import { useId, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Faq } from '@travel/contracts';
import { SafeHtml } from '@travel/ui';

const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'];

/** Arrow keys, Home and End move between the questions (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!NAVIGATION_KEYS.includes(event.key)) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('.faq-question button'));
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  if (current === -1) return;
  event.preventDefault();
  const last = buttons.length - 1;
  const next = { ArrowDown: current === last ? 0 : current + 1, ArrowUp: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
  if (next !== undefined) buttons[next]?.focus();
}

/** SPEC 2.5: the questions as an accordion; each opens and closes on its own. */
export function FaqAccordion({ questions }: { questions: Faq['questions'] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  const toggle = (index: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div className="faq-list" onKeyDown={moveFocus}>
      {questions.map(({ question, answer }, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div className="faq-item" key={buttonId}>
            <h2 className="faq-question">
              <button type="button" id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(index)}>
                <span className="faq-question-text" dir="auto">{question}</span>
                <ChevronDown aria-hidden="true" size={20} className="faq-chevron" />
              </button>
            </h2>
            <div id={panelId} className="faq-answer" hidden={!expanded}>
              <SafeHtml html={answer} className="rich-text" />
            </div>
          </div>
        );
      })}
    </div>
  );
}
