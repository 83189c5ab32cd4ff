import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Numbered sections of a translated legal text: each id has a title and a body under
 * `{prefix}.{id}` in pages.json, and may carry extra content (links, contact details).
 */
export function TermsSections<Id extends string>({
  prefix,
  sections,
  values,
  extras = {},
}: {
  prefix: string;
  sections: readonly Id[];
  values: Record<string, string>;
  extras?: Partial<Record<Id, ReactNode>>;
}) {
  const { t } = useTranslation('pages');
  return (
    <ol className="terms-sections">
      {sections.map((id) => (
        <li key={id}>
          <h2>{t(`${prefix}.${id}.title`, values)}</h2>
          <p>{t(`${prefix}.${id}.body`, values)}</p>
          {extras[id]}
        </li>
      ))}
    </ol>
  );
}
