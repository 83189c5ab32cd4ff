import { useTranslation } from 'react-i18next';
import type { Agency } from '@travel/contracts';

/**
 * The agency's welcome, in its own colour, over a landscape drawn in light strokes (the page's
 * largest picture, so the server paints this same hero before any script: first-paint.ts).
 */
export function HomeHero({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  return (
    <section className="hero home-hero">
      <div className="container">
        <h1 className="hero-title">{t('home.title', { agency: agency.agencyName })}</h1>
        <p className="hero-lead">{t('home.lead')}</p>
      </div>
    </section>
  );
}
