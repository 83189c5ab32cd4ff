import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, type Dashboard } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr, ltrText } from '@travel/ui';
import { shortDay } from '../lists/format';
import { useFigureText } from './FigureCards';

const DAY_AND_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/** A bar's height as a share of the tallest, never a hairline when there is something. */
const heightOf = (value: number, max: number): string => (max === 0 || value === 0 ? '0%' : `${Math.max(2, (value / max) * 100)}%`);

/**
 * Bookings and sales over the period, a pair of bars per day, week or month (CSS bars, each
 * scaled to its own tallest). The picture is one image named by what it shows; the figures
 * themselves are the table under it, open on request.
 */
export function SalesChart({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const text = useFigureText(dashboard.currency);
  const headingId = useId();
  const { unit, points } = dashboard.series;
  const maxBookings = Math.max(0, ...points.map((point) => point.bookings));
  const maxSales = Math.max(0, ...points.map((point) => point.sales));
  const label = t(`dashboard.chart.label.${unit}`, {
    from: ltrText(shortDay(dashboard.period.from, language)),
    to: ltrText(shortDay(dashboard.period.to, language)),
    bookings: ltrText(text('bookings', dashboard.current.bookings)),
    sales: ltrText(text('sales', dashboard.current.sales)),
  });
  // Every bar is named in the table; under the bars, only as many dates as fit.
  const labelEvery = Math.ceil(points.length / 8);
  const barDay = dateTimeFormat(language, DAY_AND_MONTH);

  return (
    <section className="card dashboard-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.chart.heading')}</h2>
      <p className="dashboard-legend" aria-hidden="true">
        <span className="dashboard-key dashboard-key-bookings" />
        {t('dashboard.figures.bookings')}
        <span className="dashboard-key dashboard-key-sales" />
        {t('dashboard.figures.sales')}
      </p>
      <div className="dashboard-bars" role="img" aria-label={label}>
        {points.map((point, i) => (
          <div key={point.start} className="dashboard-bar-group">
            <div className="dashboard-bar-pair">
              <span className="dashboard-bar dashboard-bar-bookings" style={{ blockSize: heightOf(point.bookings, maxBookings) }} />
              <span className="dashboard-bar dashboard-bar-sales" style={{ blockSize: heightOf(point.sales, maxSales) }} />
            </div>
            <span className="dashboard-bar-label" aria-hidden="true">
              {i % labelEvery === 0 ? barDay.format(new Date(`${point.start}T00:00:00Z`)) : ''}
            </span>
          </div>
        ))}
      </div>
      <details className="dashboard-data">
        <summary>{t('dashboard.chart.showTable')}</summary>
        <table className="list-table">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`dashboard.chart.starting.${unit}`)}</th>
              <th scope="col">{t('dashboard.figures.bookings')}</th>
              <th scope="col">{t('dashboard.figures.sales')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.start}>
                <th scope="row">{shortDay(point.start, language)}</th>
                <td className="list-amount">{text('bookings', point.bookings)}</td>
                <td className="list-amount">
                  <Ltr>{text('sales', point.sales)}</Ltr>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
