import { useTranslation } from 'react-i18next';
import type { Agency } from '@travel/contracts';
import { HomeSearch } from './HomeSearch';

/**
 * The agency's welcome, in its own colour, over a landscape drawn in light strokes (the page's
 * largest picture), and the search panel over the hero's foot, in the room the hero leaves for
 * it (home.css). The server renders both (apps/shell/src/server/render.tsx), the panel with its
 * form's skeleton. The panel is not part of the hero's box: the hero keeps its size and its
 * paint when the form arrives in the panel, so it stays the largest paint and nothing moves.
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
