import { useTranslation } from 'react-i18next';
import { DoorOpen, Luggage, Users, type LucideIcon } from 'lucide-react';
import type { CarDeal, StayWindow } from '@travel/contracts';
import { dealHref } from '../dealLinks';
import { DealCard } from './DealCard';

/** A capacity: icon and number on screen, the full words ('Passengers: 5') for screen readers and as a tooltip. */
function Spec({ icon: Icon, value, label }: { icon: LucideIcon; value: number; label: string }) {
  return (
    <li title={label}>
      <Icon aria-hidden="true" size={16} />
      <span aria-hidden="true">{value}</span>
      <span className="visually-hidden">{label}</span>
    </li>
  );
}

export function CarCard({ deal, days, stay }: { deal: CarDeal; days: number; stay: StayWindow }) {
  const { t } = useTranslation('deals');
  const samePlace = deal.pickupLocation.name === deal.dropOffLocation.name;
  return (
    <DealCard
      service="Cars"
      link={dealHref('Cars', deal.link, { place: deal.pickupLocation, dropOff: deal.dropOffLocation, stay })}
      title={deal.name || deal.veh}
      image={deal.vehiclePicture}
      rates={deal.rates}
      unit={t('car.unit', { count: days })}
      eyebrow={deal.name && deal.veh ? <p className="deal-card-eyebrow">{deal.veh}</p> : null}
    >
      <img
        className="deal-card-supplier"
        src={deal.logo}
        alt={t('car.supplier', { supplier: deal.supplierName })}
        width={96}
        height={24}
        loading="lazy"
        decoding="async"
      />
      <ul className="deal-card-specs">
        <Spec icon={Users} value={deal.passangerCapacity} label={t('car.passengers', { value: deal.passangerCapacity })} />
        <Spec icon={Luggage} value={deal.bagCapacity} label={t('car.bags', { value: deal.bagCapacity })} />
        <Spec icon={DoorOpen} value={deal.noOfDoors} label={t('car.doors', { value: deal.noOfDoors })} />
      </ul>
      <dl className="deal-card-places">
        {samePlace ? (
          <div>
            <dt>{t('car.pickUpAndDropOff')}</dt>
            <dd>{deal.pickupLocation.name}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{t('car.pickUp')}</dt>
              <dd>{deal.pickupLocation.name}</dd>
            </div>
            <div>
              <dt>{t('car.dropOff')}</dt>
              <dd>{deal.dropOffLocation.name}</dd>
            </div>
          </>
        )}
      </dl>
    </DealCard>
  );
}
