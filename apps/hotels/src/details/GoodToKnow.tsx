import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Baby, CreditCard, LogIn, LogOut, PawPrint } from 'lucide-react';
import type { HotelPolicies, PetPolicy } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { clockTime, listed, paymentMethodName } from './detailsFormat';

const PET_RULES: Record<PetPolicy, string> = { free: 'policies.petsFree', charged: 'policies.petsCharged', 'not-allowed': 'policies.petsNotAllowed' };

function Rule({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="policy">
      <dt>
        {icon}
        {title}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The hotel's house rules: when guests arrive and leave, children, pets, and what is paid at the hotel. */
export function GoodToKnow({ policies }: { policies: HotelPolicies }) {
  const { t } = useTranslation('hotels');
  const language = useAppSelector(selectLanguage);
  const time = (value: string) => clockTime(value, language);
  const { checkIn, checkOut, children, pets, payment } = policies;
  const methods = listed(
    payment.methods.map((method) => paymentMethodName(method, t('policies.cash'))),
    language,
  );
  return (
    <section id="good-to-know" aria-labelledby="good-to-know-title" className="details-section">
      <h2 id="good-to-know-title">{t('details.goodToKnow')}</h2>
      <dl className="policy-list card">
        <Rule icon={<LogIn aria-hidden="true" size={18} />} title={t('policies.checkIn')}>
          <p>{checkIn.until ? t('policies.checkInBetween', { from: time(checkIn.from), until: time(checkIn.until) }) : t('policies.checkInFrom', { from: time(checkIn.from) })}</p>
        </Rule>
        <Rule icon={<LogOut aria-hidden="true" size={18} />} title={t('policies.checkOut')}>
          <p>{t('policies.checkOutUntil', { until: time(checkOut.until) })}</p>
        </Rule>
        <Rule icon={<Baby aria-hidden="true" size={18} />} title={t('policies.children')}>
          <p>{children.allowed ? t('policies.childrenWelcome') : t('policies.childrenNotAllowed')}</p>
          {children.allowed && children.freeCots ? <p>{t('policies.freeCots')}</p> : null}
          {children.allowed ? <p>{children.extraBeds ? t('policies.extraBeds') : t('policies.noExtraBeds')}</p> : null}
        </Rule>
        <Rule icon={<PawPrint aria-hidden="true" size={18} />} title={t('policies.pets')}>
          <p>{t(PET_RULES[pets])}</p>
        </Rule>
        <Rule icon={<CreditCard aria-hidden="true" size={18} />} title={t('policies.payment')}>
          <p>{t('policies.paidOnBooking')}</p>
          <p>{t('policies.extrasAccepted', { methods })}</p>
          {payment.depositAtCheckIn ? <p>{t('policies.deposit')}</p> : null}
        </Rule>
      </dl>
    </section>
  );
}
