import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { BOOKING_REFERENCE_PATTERN, isoDay, type AgencyBookingDetail, type Booking, type BookingPaymentLine } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr, ltrText } from '@travel/ui';
import { BookingReference, CancelBookingDialog, PaymentRecord, formatMinor, mayCancel, notifySuccess } from '@travel/ui/booking';
import { useAgencyBookingQuery } from '../api';
import { DetailFrame, Fact } from '../lists/DetailFrame';
import { shortDay, shortDayRange } from '../lists/format';
import { ServiceName, StatusBadge } from './BookingParts';
import '../lists/lists.css';
import { TableFrame } from '../lists/TableFrame';
import './bookings.css';

/** Back to the list as the agent left it (filters, sort, page), or to the whole list. */
function useBackPath(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : '/bookings';
}

/** /bookings/:reference: one booking of the agency, who sold it and for whom, its payments, and cancelling it for the traveller. */
export function BookingDetailPage() {
  const { t } = useTranslation('command');
  const { reference = '' } = useParams();
  const valid = BOOKING_REFERENCE_PATTERN.test(reference);
  const detail = useAgencyBookingQuery(reference, { skip: !valid });
  const back = useBackPath();

  // Not a booking's path at all.
  if (!valid) return <Navigate to="/errors" replace />;
  return (
    <DetailFrame
      query={detail}
      back={{ to: back, label: t('bookings.detail.back') }}
      notFound={{ title: t('bookings.detail.notFoundTitle'), text: t('bookings.detail.notFound') }}
      loadFailedTitle={t('bookings.detail.loadFailed')}
    >
      {(data) => <BookingDetail detail={data} />}
    </DetailFrame>
  );
}

function BookingDetail({ detail }: { detail: AgencyBookingDetail }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const [cancelling, setCancelling] = useState(false);
  const [cancelledNow, setCancelledNow] = useState<Booking | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The page's heading takes the focus as the booking appears: the list's row led here.
  useEffect(() => heading.current?.focus(), []);
  // The cancelled booking until the page is fetched again with the refund's payments.
  const booking = cancelledNow && detail.booking.status === 'confirmed' ? cancelledNow : detail.booking;
  const { summary, leadTraveller } = booking;
  const refunded = cancelledNow?.cancelled ? formatMinor(cancelledNow.cancelled.refund.total, cancelledNow.cancelled.currency, language) : null;

  return (
    <>
      <h1 ref={heading} tabIndex={-1} dir="auto">{summary.title}</h1>
      <p className="booking-detail-line">
        <BookingReference reference={booking.reference} />
        <StatusBadge status={booking.status} />
      </p>
      {refunded !== null ? <p className="form-success" role="status">{t('bookings.detail.cancelled', { amount: ltrText(refunded) })}</p> : null}
      {mayCancel(booking, isoDay(new Date())) ? (
        <div className="command-actions">
          <button type="button" className="btn btn-danger-outline" onClick={() => setCancelling(true)}>
            {t('bookings.detail.cancel')}
          </button>
        </div>
      ) : null}
      <div className="command-detail-grid">
        <DetailSection title={t('bookings.detail.trip')}>
          <ServiceName service={booking.service} />
          {summary.subtitle ? <p className="list-secondary" dir="auto">{summary.subtitle}</p> : null}
          <dl className="command-facts">
            {summary.places.length > 0 ? <Fact label={t('bookings.detail.places')}><span dir="auto">{summary.places.join(' · ')}</span></Fact> : null}
            <Fact label={t('bookings.detail.dates')}>{shortDayRange(summary.start, summary.end, language)}</Fact>
            <Fact label={t('bookings.detail.travellers')}>{t('bookings.detail.travellerCount', { count: summary.travellers })}</Fact>
          </dl>
        </DetailSection>
        <DetailSection title={t('bookings.detail.sale')}>
          <dl className="command-facts">
            <Fact label={t('bookings.detail.leadTraveller')}>
              <span dir="auto">{`${leadTraveller.firstName} ${leadTraveller.lastName}`}</span>
              <span className="list-secondary"><Ltr>{leadTraveller.email}</Ltr></span>
              <span className="list-secondary"><Ltr>{leadTraveller.phone}</Ltr></span>
            </Fact>
            <Fact label={t('bookings.detail.bookedAt')}>{shortDay(booking.createdAt, language)}</Fact>
            <Fact label={t('bookings.detail.agent')}>
              {detail.agent ? <span dir="auto">{detail.agent.name}</span> : <span className="list-muted">{t('bookings.selfBooked')}</span>}
            </Fact>
            <Fact label={t('bookings.detail.client')}>
              {detail.client ? <Link to={`/clients/${detail.client.id}`} dir="auto">{detail.client.name}</Link> : <span className="list-muted">{t('bookings.noClient')}</span>}
            </Fact>
          </dl>
        </DetailSection>
        <DetailSection title={t('bookings.detail.price')}>
          <PaymentRecord booking={booking} baseLabel={t('bookings.detail.baseRate')} />
        </DetailSection>
        <Payments payments={detail.payments} />
      </div>
      {cancelling ? (
        <CancelBookingDialog
          booking={booking}
          onBehalf
          onClose={() => setCancelling(false)}
          onCancelled={(cancelled) => {
            setCancelling(false);
            setCancelledNow(cancelled);
            notifySuccess(t('bookings.detail.cancelledToast', { reference: ltrText(cancelled.reference) }));
          }}
        />
      ) : null}
    </>
  );
}

function DetailSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const titleId = useId();
  return (
    <section className={`command-section card${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}

/** The money the booking moved, line by line, as the payments table records it. */
function Payments({ payments }: { payments: readonly BookingPaymentLine[] }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  return (
    <DetailSection title={t('bookings.payments.title')} className="command-section-wide">
      {payments.length === 0 ? (
        <p className="list-muted">{t('bookings.payments.none')}</p>
      ) : (
        <TableFrame label={t('bookings.payments.caption')}>
          <table className="list-table payments-table">
            <caption className="visually-hidden">{t('bookings.payments.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bookings.payments.kind')}</th>
                <th scope="col">{t('bookings.payments.method')}</th>
                <th scope="col">{t('bookings.payments.amount')}</th>
                <th scope="col">{t('bookings.payments.gatewayReference')}</th>
                <th scope="col">{t('bookings.payments.at')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((line, index) => (
                <tr key={index}>
                  <td>{t(`bookings.payments.kinds.${line.kind}`)}</td>
                  <td>{t(`bookings.payments.methods.${line.method}`)}</td>
                  <td className="list-amount">
                    <Ltr>{formatMinor(line.amount, line.currency, language)}</Ltr>
                  </td>
                  <td>{line.gatewayReference ? <Ltr>{line.gatewayReference}</Ltr> : <span className="list-muted">{t('bookings.payments.noGatewayReference')}</span>}</td>
                  <td>{shortDay(line.at, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </DetailSection>
  );
}
