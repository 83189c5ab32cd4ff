import type { ReactNode } from 'react';
import './service-search-hero.css';

export interface SellingPoint {
  /** Decorative: the text says it all. */
  icon: ReactNode;
  text: string;
}

export interface ServiceSearchHeroProps {
  /** The id the hero's heading carries, so the section is named by it. */
  headingId: string;
  title: string;
  lead: string;
  /** The service's search form, on a card in the hero. */
  children: ReactNode;
  points: readonly SellingPoint[];
  /** Names the list of selling points for screen readers. */
  pointsLabel: string;
}

/** A service's search page: the title and lead on the agency's colours, its search form, and why to book here. */
export function ServiceSearchHero({ headingId, title, lead, children, points, pointsLabel }: ServiceSearchHeroProps) {
  return (
    <>
      <section className="service-hero" aria-labelledby={headingId}>
        <div className="container">
          <h1 id={headingId}>{title}</h1>
          <p className="service-hero-lead">{lead}</p>
          <div className="card service-search-card">{children}</div>
        </div>
      </section>
      <section className="container service-points" aria-label={pointsLabel}>
        <ul>
          {points.map((point) => (
            <li key={point.text}>
              {point.icon}
              <span>{point.text}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
