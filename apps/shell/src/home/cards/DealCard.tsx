import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { VisibleRates } from '@travel/contracts';
import { Price } from '@travel/ui';
import { revealPath, type DealService } from '../dealTabs';
import { SavedRibbon } from '../SavedRibbon';

/** The pictures' intrinsic size: every image has width and height, so nothing shifts as they load. */
export const CARD_IMAGE = { width: 480, height: 320 } as const;

export interface DealCardProps {
  service: DealService;
  link: string;
  title: string;
  image: string;
  rates: VisibleRates;
  /** What the price is for, under the amount. */
  unit: string;
  /** A short line above the title (a car's class). */
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame every deal card shares: picture with the saved-amount ribbon, the title linking
 * to the deal (the whole card is its click target), details, and the price at the bottom.
 */
export function DealCard({ service, link, title, image, rates, unit, eyebrow, children }: DealCardProps) {
  return (
    <article className="deal-card">
      <div className="deal-card-media">
        {/* Decorative: the title names the deal. */}
        <img src={image} alt="" width={CARD_IMAGE.width} height={CARD_IMAGE.height} loading="lazy" decoding="async" />
        <SavedRibbon rates={rates} />
      </div>
      <div className="deal-card-body">
        {eyebrow}
        <h3 className="deal-card-title">
          <Link to={link} className="deal-card-link">
            {title}
          </Link>
        </h3>
        {children}
      </div>
      <div className="deal-card-price">
        <Price rates={rates} unit={unit} revealTo={revealPath(service)} />
      </div>
    </article>
  );
}
