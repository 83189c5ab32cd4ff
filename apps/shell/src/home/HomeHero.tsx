import { useTranslation } from 'react-i18next';
import type { Agency } from '@travel/contracts';
import { HomeSearch } from './HomeSearch';

/**
 * The agency's welcome, in its own colour, over a landscape drawn in light strokes (the page's
 * largest picture, so the server paints this same hero before any script: first-paint.ts), and
 * the search panel over the hero's foot. The panel is not part of the hero's box: the hero the
 * server painted keeps its size and its paint when the shell adds the panel into the room left
 * for it (home.css), so the first paint stays the largest and nothing moves.
 */
export function HomeHero({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero home-hero">
        <div className="container">
          <h1 className="hero-title">{t('home.title', { agency: agency.agencyName })}</h1>
          <p className="hero-lead">{t('home.lead')}</p>
        </div>
      </section>
      <div className="container home-search-place">
        <HomeSearch agency={agency} />
      </div>
    </>
  );
}
