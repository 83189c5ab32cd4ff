import { useRef } from 'react';
import { selectAgency, useAppSelector } from '@travel/store';
import { DealsSection } from '../home/DealsSection';
import { HomeHero } from '../home/HomeHero';
import { SavingPricePopup } from '../home/SavingPricePopup';
import { ServiceTiles } from '../home/ServiceTiles';
import { RenderLater } from '../startup/RenderLater';

/** SPEC 2.1 and 2.4: the agency's hero, its Product Deals, and a way into every service. */
export function HomePage() {
  const agency = useAppSelector(selectAgency);
  const deals = useRef<HTMLElement>(null);
  if (!agency) return null;

  return (
    <>
      <HomeHero agency={agency} />
      <DealsSection agency={agency} ref={deals} />
      <RenderLater>
        <ServiceTiles agency={agency} />
        <SavingPricePopup trigger={deals} />
      </RenderLater>
    </>
  );
}
