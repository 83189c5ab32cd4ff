import { useTranslation } from 'react-i18next';
import type { Agency } from '@travel/contracts';

/** The agency's welcome, in its own colour, above the deals. */
export function HomeHero({ agency }: { agency: Agency }) {
  const { t } = useTranslation();
  return (
    <section className="hero home-hero">
      <div className="container home-hero-inner">
        <h1 className="hero-title">{t('home.title', { agency: agency.agencyName })}</h1>
        <p className="hero-lead">{t('home.lead')}</p>
      </div>
      <svg className="home-hero-art" viewBox="0 0 600 240" aria-hidden="true" focusable="false">
        <path className="home-hero-route" d="M20 210 C 160 60, 330 40, 560 70" />
        <circle className="home-hero-sun" cx="470" cy="120" r="64" />
        <path className="home-hero-plane" d="M548 62 l22 -6 -4 8 10 6 -6 2 -12 -5 -10 8 -3 -2 5 -8 -9 -1z" />
      </svg>
    </section>
  );
}
