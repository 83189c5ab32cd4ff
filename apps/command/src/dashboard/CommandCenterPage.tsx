import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BookOpen, Package, Palette, Percent, Users } from 'lucide-react';
import { canRead, type Dashboard, isoDay } from '@travel/contracts';
import { pageCall, selectLanguage, useAppSelector, usePageData } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { ShortcutCards, useSignedInUser, type ShortcutCard } from '@travel/ui/account';
import { AREA_PATHS } from '../areas';
import { shortDayRange } from '../lists/format';
import { LoadFailed } from '../lists/LoadFailed';
import { dashboardApi, useAgencyDashboardQuery } from './dashboardApi';
import { DeadlineAgenda } from './DeadlineAgenda';
import { FigureCards } from './FigureCards';
import { PeriodPicker } from './PeriodPicker';
import { periodOf, periodSearch, readPeriod, type PeriodChoice } from './period';
import { SalesChart } from './SalesChart';
import { ServiceBreakdown } from './ServiceBreakdown';
import { UpcomingTrips } from './UpcomingTrips';
import '../bookings/bookings.css';
import '../lists/lists.css';
import './dashboard.css';

const SHORTCUTS = [
  { area: 'bookings', Icon: BookOpen },
  { area: 'clients', Icon: Users },
  { area: 'markupSettings', Icon: Percent },
  { area: 'websiteSettings', Icon: Palette },
  { area: 'productSettings', Icon: Package },
] as const;

/** The answer's parts, or what an empty period says. */
function DashboardBody({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const booked = dashboard.current.bookings + dashboard.previous.bookings > 0;
  return (
    <>
      <p className="dashboard-compared">
        {t('dashboard.period.compared', {
          period: shortDayRange(dashboard.period.from, dashboard.period.to, language),
          previous: shortDayRange(dashboard.previousPeriod.from, dashboard.previousPeriod.to, language),
        })}
      </p>
      <section aria-labelledby="dashboard-figures-heading">
        <h2 id="dashboard-figures-heading" className="visually-hidden">
          {t('dashboard.figures.heading')}
        </h2>
        <FigureCards dashboard={dashboard} />
      </section>
      {booked ? (
        <div className="dashboard-grid">
          <SalesChart dashboard={dashboard} />
          <ServiceBreakdown dashboard={dashboard} />
        </div>
      ) : (
        <p className="list-empty card">{t('dashboard.empty')}</p>
      )}
      <div className="dashboard-grid">
        <UpcomingTrips trips={dashboard.upcoming} />
        <DeadlineAgenda deadlines={dashboard.deadlines} />
      </div>
    </>
  );
}

/** /dashboard: the agent's Command Center: the period's figures, the trips starting soon and what falls due. */
export function CommandCenterPage() {
  const { t } = useTranslation('command');
  const user = useSignedInUser();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const choice = readPeriod(search);
  const period = periodOf(choice, isoDay(new Date()));
  usePageData(pageCall(dashboardApi.endpoints.agencyDashboard, period));
  const query = useAgencyDashboardQuery(period);
  const choose = (next: PeriodChoice) => navigate({ search: periodSearch(next) });
  const shortcuts: ShortcutCard[] = SHORTCUTS.filter(({ area }) => canRead(user, area)).map(({ area, Icon }) => ({
    to: AREA_PATHS[area],
    label: t(`areas.${area}`),
    Icon,
  }));

  let body;
  if (query.isError && !query.isFetching) body = <LoadFailed title={t('dashboard.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data) body = <Skeleton height={480} />;
  else body = <DashboardBody dashboard={query.data} />;

  return (
    <div className="account-page container dashboard-page">
      <h1>{t('areas.dashboard')}</h1>
      <p className="command-welcome" dir="auto">{t('welcome', { name: user.personal_info.first_name })}</p>
      <p className="command-intro">{t('intro')}</p>
      {shortcuts.length > 0 ? <ShortcutCards label={t('shortcuts')} shortcuts={shortcuts} /> : null}
      {/* A custom range opened by a link or Back starts its fields afresh. */}
      <PeriodPicker key={choice.preset === 'custom' ? `${choice.from}/${choice.to}` : 'preset'} choice={choice} period={period} onChoice={choose} />
      <div aria-busy={query.isFetching || undefined}>{body}</div>
    </div>
  );
}
