import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CalendarClock, FileClock, PlaneTakeoff } from 'lucide-react';
import { DASHBOARD_DEADLINE_DAYS, dateTimeFormat, isoDay, type DashboardDeadline, type DeadlineKind, type DeadlineSubject } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { BookingReference } from '@travel/ui/booking';
import { proposalPath } from '../proposals/ProposalParts';

const KIND_ICONS: Record<DeadlineKind, typeof CalendarClock> = { freeCancellationEnds: CalendarClock, departure: PlaneTakeoff, proposalExpires: FileClock };

/** What a deadline is about, unique among a kind's: a booking's reference or a proposal's id. */
const subjectKey = (subject: DeadlineSubject): string => (subject.type === 'booking' ? subject.reference : subject.id);

/** The deadline's link: a booking by its reference; a proposal, which has none, by its title. */
function SubjectLink({ deadline: { subject, title } }: { deadline: DashboardDeadline }) {
  return subject.type === 'booking' ? (
    <Link to={`/bookings/${subject.reference}`}>
      <BookingReference reference={subject.reference} />
    </Link>
  ) : (
    <Link to={proposalPath(subject.id)} dir="auto">
      {title}
    </Link>
  );
}

const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };

/** The deadlines by day (they come soonest first): one group per day that has any. */
function byDay(deadlines: readonly DashboardDeadline[]): [string, DashboardDeadline[]][] {
  const days = new Map<string, DashboardDeadline[]>();
  for (const deadline of deadlines) days.set(deadline.date, [...(days.get(deadline.date) ?? []), deadline]);
  return [...days];
}

/** The agenda opens on its first days, whole days only, up to about this many entries; the rest on request. */
const FIRST_ENTRIES = 10;

function firstDays(days: [string, DashboardDeadline[]][]): [string, DashboardDeadline[]][] {
  let entries = 0;
  return days.filter(([, due]) => {
    const shown = entries < FIRST_ENTRIES;
    entries += due.length;
    return shown;
  });
}

/** One calendar of what falls due across services: an agenda of the coming days, each entry opening its booking or proposal. */
export function DeadlineAgenda({ deadlines }: { deadlines: readonly DashboardDeadline[] }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const headingId = useId();
  const today = isoDay(new Date());
  const [showAll, setShowAll] = useState(false);
  const days = byDay(deadlines);
  const shownDays = showAll ? days : firstDays(days);
  const dayName = (day: string) => (day === today ? t('dashboard.deadlines.today') : dateTimeFormat(language, LONG_DAY).format(new Date(`${day}T00:00:00Z`)));
  return (
    <section className="card dashboard-deadlines" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.deadlines.heading')}</h2>
      <p className="list-secondary">{t('dashboard.deadlines.intro', { days: DASHBOARD_DEADLINE_DAYS })}</p>
      {deadlines.length === 0 ? (
        <p className="list-muted">{t('dashboard.deadlines.empty', { days: DASHBOARD_DEADLINE_DAYS })}</p>
      ) : (
        <ol className="dashboard-agenda">
          {shownDays.map(([day, due]) => (
            <li key={day}>
              <h3>
                <time dateTime={day}>{dayName(day)}</time>
              </h3>
              <ul className="dashboard-list">
                {due.map((deadline) => {
                  const Icon = KIND_ICONS[deadline.kind];
                  return (
                    <li key={`${deadline.kind}-${subjectKey(deadline.subject)}`} className={`dashboard-deadline dashboard-deadline-${deadline.kind}`}>
                      <span className="dashboard-deadline-line">
                        <span className="dashboard-deadline-kind">
                          <Icon aria-hidden="true" size={16} />
                          {t(`dashboard.deadlines.kinds.${deadline.kind}`)}
                        </span>
                        <SubjectLink deadline={deadline} />
                      </span>
                      <span className="dashboard-deadline-line">
                        {deadline.subject.type === 'booking' ? <span dir="auto">{deadline.title}</span> : null}
                        <span className="list-secondary" dir="auto">
                          {deadline.traveller}
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {shownDays.length < days.length ? (
        <button type="button" className="btn btn-outline dashboard-more" onClick={() => setShowAll(true)}>
          {t('dashboard.deadlines.showAll', { count: deadlines.length })}
        </button>
      ) : null}
    </section>
  );
}
