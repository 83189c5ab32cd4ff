import { Suspense, lazy, useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone } from 'lucide-react';
import { FIND_BOOKING_PATH, telHref } from '@travel/contracts';
import { selectAgency, useAppSelector } from '@travel/store';
import { Ltr, useCalendarDay } from '@travel/ui';
import {
  SOCIAL_NETWORK_NAMES,
  footerAddress,
  footerPhone,
  socialLinks,
  usefulLinks,
} from '../pages/info/footerLinks';
import { SocialIcon } from '../pages/info/SocialIcon';
import './footer.css';

// The card logos are long SVG paths at the bottom of the page: they load after first paint.
const PaymentCardIcons = lazy(() => import('../pages/info/PaymentCardIcons').then((module) => ({ default: module.PaymentCardIcons })));

/** SPEC 2.7. Whether it shows at all (hideFooter, /logout) is the layout's decision. */
export function Footer() {
  const agency = useAppSelector(selectAgency);
  // No suspending here: the footer may appear a moment after the page rather than hold it up.
  const { t, ready } = useTranslation('pages', { useSuspense: false });
  const linksHeading = useId();
  const contactHeading = useId();
  const cardsHeading = useId();
  const calendarDay = useCalendarDay();
  if (!agency || !ready) return null;

  const address = footerAddress(agency);
  const phone = footerPhone(agency);
  const email = agency.contactEmailId.trim();
  const socials = socialLinks(agency);

  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <img src={agency.logo} alt={agency.agencyName} width={200} height={40} className="footer-logo" loading="lazy" />
          {address ? (
            <address className="footer-line">
              <MapPin aria-hidden="true" size={16} />
              <bdi>{address}</bdi>
            </address>
          ) : null}
          {socials.length > 0 ? (
            <ul className="footer-social" aria-label={t('footer.social')}>
              {socials.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.socialLink', { network: SOCIAL_NETWORK_NAMES[network] })}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby={linksHeading}>
          <h2 id={linksHeading} className="footer-heading">{t('footer.usefulLinks')}</h2>
          <ul className="footer-links">
            {usefulLinks(agency).map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{'label' in link ? link.label : t(link.labelKey)}</Link>
              </li>
            ))}
            {/* Who could book without an account needs a way back to the booking. */}
            {agency.allowNonLoginFlow ? (
              <li>
                <Link to={FIND_BOOKING_PATH}>{t('layout.findBooking', { ns: 'common' })}</Link>
              </li>
            ) : null}
          </ul>
        </nav>

        {phone || email ? (
          <section aria-labelledby={contactHeading}>
            <h2 id={contactHeading} className="footer-heading">{t('footer.contactUs')}</h2>
            <address className="footer-contact">
              {phone ? (
                <p className="footer-line">
                  <Phone aria-hidden="true" size={16} />
                  <a href={telHref(phone)}>
                    <Ltr>{phone}</Ltr>
                  </a>
                </p>
              ) : null}
              {email ? (
                <p className="footer-line">
                  <Mail aria-hidden="true" size={16} />
                  <a href={`mailto:${email}`} dir="ltr">{email}</a>
                </p>
              ) : null}
            </address>
          </section>
        ) : null}

        {agency.showPaymentCardIcons ? (
          <section aria-labelledby={cardsHeading}>
            <h2 id={cardsHeading} className="footer-heading">{t('footer.weAccept')}</h2>
            <Suspense fallback={<div className="footer-cards-placeholder" />}>
              <PaymentCardIcons labelledBy={cardsHeading} />
            </Suspense>
          </section>
        ) : null}
      </div>
      <p className="container footer-copy">
        {t('footer.copyright', { year: calendarDay.slice(0, 4), agency: agency.agencyName })}
      </p>
    </footer>
  );
}
