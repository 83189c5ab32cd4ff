import { useTranslation } from 'react-i18next';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { numberFormat, type Dashboard, type DashboardFigures } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr, ltrText } from '@travel/ui';
import { formatMinor } from '@travel/ui/booking';
import { changePercent } from './period';

const FIGURES = ['bookings', 'sales', 'markup', 'cancellations'] as const satisfies readonly (keyof DashboardFigures)[];
const MONEY: ReadonlySet<keyof DashboardFigures> = new Set(['sales', 'markup']);

/** A figure as the page shows it: money in the charge currency, counts as numbers. */
export function useFigureText(currency: string): (figure: keyof DashboardFigures, value: number) => string {
  const language = useAppSelector(selectLanguage);
  return (figure, value) => (MONEY.has(figure) ? formatMinor(value, currency, language) : numberFormat(language, {}).format(value));
}

/**
 * Against the previous period: the sign and an arrow say which way (colour is the third cue,
 * never the only one), the words say it to a screen reader. More cancellations is worse.
 */
function Change({ figure, current, previous }: { figure: keyof DashboardFigures; current: number; previous: number }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const percent = changePercent(current, previous);
  if (percent === null) return <p className="dashboard-change">{t('dashboard.figures.noPrevious')}</p>;
  const direction = percent > 0 ? 'up' : percent < 0 ? 'down' : 'same';
  const better = direction === 'same' ? 'neutral' : (direction === 'up') !== (figure === 'cancellations') ? 'better' : 'worse';
  const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : Minus;
  const shown = numberFormat(language, { style: 'percent', signDisplay: 'exceptZero' }).format(percent / 100);
  return (
    <p className={`dashboard-change dashboard-change-${better}`}>
      <Icon aria-hidden="true" size={16} />
      <span aria-hidden="true">
        <Ltr>{shown}</Ltr>
      </span>
      <span className="visually-hidden">{t(`dashboard.figures.${direction}`, { percent: Math.abs(percent) })}</span>
    </p>
  );
}

/** The four figures of the period, each beside the period before. */
export function FigureCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('command');
  const text = useFigureText(dashboard.currency);
  return (
    <ul className="dashboard-figures">
      {FIGURES.map((figure) => (
        <li key={figure} className="card dashboard-figure">
          <h3>{t(`dashboard.figures.${figure}`)}</h3>
          <p className="dashboard-figure-value">
            <Ltr>{text(figure, dashboard.current[figure])}</Ltr>
          </p>
          <Change figure={figure} current={dashboard.current[figure]} previous={dashboard.previous[figure]} />
          <p className="dashboard-previous">{t('dashboard.figures.previous', { value: ltrText(text(figure, dashboard.previous[figure])) })}</p>
        </li>
      ))}
    </ul>
  );
}
