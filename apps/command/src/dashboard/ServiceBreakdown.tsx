import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard, DashboardFigures } from '@travel/contracts';
import { Ltr, ltrText } from '@travel/ui';
import { ServiceName } from '../bookings/BookingParts';
import { TableFrame } from '../lists/TableFrame';
import { useFigureText } from './FigureCards';

const COLUMNS = ['bookings', 'sales', 'markup', 'cancellations'] as const satisfies readonly (keyof DashboardFigures)[];

/** The period's figures per service, each with the previous period's under it. */
export function ServiceBreakdown({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('command');
  const text = useFigureText(dashboard.currency);
  const headingId = useId();
  return (
    <section className="card dashboard-services" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.services.heading')}</h2>
      {dashboard.byService.length === 0 ? (
        <p className="list-muted">{t('dashboard.services.empty')}</p>
      ) : (
        <TableFrame label={t('dashboard.services.caption')}>
          <table className="list-table">
            <caption className="visually-hidden">{t('dashboard.services.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.services.service')}</th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="list-amount">
                    {t(`dashboard.figures.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dashboard.byService.map((row) => (
                <tr key={row.service}>
                  <th scope="row">
                    <ServiceName service={row.service} />
                  </th>
                  {COLUMNS.map((column) => (
                    <td key={column} className="list-amount">
                      <Ltr>{text(column, row.current[column])}</Ltr>
                      <span className="list-secondary">{t('dashboard.figures.previous', { value: ltrText(text(column, row.previous[column])) })}</span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </section>
  );
}
