import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { FilePlus2, Pencil, Wallet } from 'lucide-react';
import { canRead, clientName, isoDay, managesAgency, type Client } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr } from '@travel/ui';
import { useSignedInUser } from '@travel/ui/account';
import { countryChoices } from '@travel/ui/booking';
import { BookingsResults } from '../bookings/BookingsResults';
import { BOOKING_LIST_DEFAULTS, bookingListSearch, readBookingList, type BookingListState } from '../bookings/bookingList';
import { Fact } from '../lists/DetailFrame';
import { shortDay } from '../lists/format';
import { useFocusOnChange, useListState } from '../lists/useListState';
import { BookForClient } from './BookForClient';
import type { SavedClient } from './ClientFormPage';
import { GrantCreditsDialog } from './GrantCreditsDialog';
import { ClientPage } from './ClientPage';
import { PassportNotice } from './PassportNotice';
import { newProposalPath } from '../proposals/ProposalParts';
import '../bookings/bookings.css';
import './clients.css';

/** /clients/:clientId: the client's record, with Edit and Book for them, and their bookings (the Bookings list for them alone). */
export function ClientDetailPage() {
  return <ClientPage>{(client) => <ClientDetail client={client} />}</ClientPage>;
}

function ClientDetail({ client }: { client: Client }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const saved = (useLocation().state as Partial<SavedClient> | null)?.saved;
  const mayPropose = canRead(useSignedInUser(), 'proposals');
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading takes the focus as the client appears (from the list, or after a save).
  useEffect(() => heading.current?.focus(), []);
  const none = <span className="list-muted">{t('clients.none')}</span>;
  const nationality = client.nationality ? countryChoices([{ code: client.nationality, name: client.nationality }], language)[0]?.name : undefined;

  return (
    <>
      <div className="command-heading">
        <h1 ref={heading} tabIndex={-1} dir="auto">{clientName(client)}</h1>
        <div className="command-actions">
          <Link className="btn btn-outline" to={`/clients/${client.id}/edit`}>
            <Pencil aria-hidden="true" size={18} />
            {t('clients.edit')}
          </Link>
          <BookForClient client={client} />
          <GrantCreditsAction client={client} />
          {mayPropose ? (
            <Link className="btn btn-outline" to={newProposalPath(client.id)}>
              <FilePlus2 aria-hidden="true" size={18} />
              {t('proposals.new')}
            </Link>
          ) : null}
        </div>
      </div>
      {saved ? <p className="form-success" role="status">{t(`clients.saved.${saved}`)}</p> : null}
      <section className="command-section card" aria-labelledby="client-details">
        <h2 id="client-details">{t('clients.details')}</h2>
        <dl className="command-facts">
          <Fact label={t('clients.fields.email')}><Ltr>{client.email}</Ltr></Fact>
          <Fact label={t('clients.fields.phone')}>{client.phone ? <Ltr>{client.phone}</Ltr> : none}</Fact>
          <Fact label={t('clients.fields.dateOfBirth')}>{client.dateOfBirth ? shortDay(client.dateOfBirth, language) : none}</Fact>
          <Fact label={t('clients.fields.nationality')}>{nationality ?? none}</Fact>
          <Fact label={t('clients.fields.passportNumber')}>{client.passportNumber ? <Ltr>{client.passportNumber}</Ltr> : none}</Fact>
          <Fact label={t('clients.fields.passportExpiry')}>{client.passportExpiry ? shortDay(client.passportExpiry, language) : none}</Fact>
          <Fact label={t('clients.columns.agent')}>{client.agent ? <span dir="auto">{client.agent.name}</span> : none}</Fact>
          <Fact label={t('clients.columns.createdAt')}>{shortDay(client.createdAt, language)}</Fact>
        </dl>
        <PassportNotice expiry={client.passportExpiry} today={isoDay(new Date())} />
        <dl className="command-facts command-facts-long">
          <Fact label={t('clients.fields.preferences')}>{client.preferences ? <span className="command-text" dir="auto">{client.preferences}</span> : none}</Fact>
          <Fact label={t('clients.fields.notes')}>{client.notes ? <span className="command-text" dir="auto">{client.notes}</span> : none}</Fact>
        </dl>
      </section>
      <ClientBookings client={client} />
    </>
  );
}

/** Owners and admins give a client wallet credits (the API refuses anyone else). */
function GrantCreditsAction({ client }: { client: Client }) {
  const { t } = useTranslation('command');
  const user = useSignedInUser();
  const [open, setOpen] = useState(false);
  if (!canRead(user, 'wallet') || !managesAgency(user)) return null;
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        <Wallet aria-hidden="true" size={18} />
        {t('grants.action')}
      </button>
      {open ? <GrantCreditsDialog client={client} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The client's bookings: the Bookings list's own rows, sort and pages (in this page's URL), for this client alone. */
function ClientBookings({ client }: { client: Client }) {
  const { t } = useTranslation('command');
  const titleId = useId();
  const read = useCallback((params: URLSearchParams) => ({ ...readBookingList(params, false), clientId: client.id }), [client.id]);
  // The client is the page's own: the URL keeps only the order and the page.
  const search = useCallback((state: BookingListState) => bookingListSearch({ ...state, clientId: '' }), []);
  const [state, go] = useListState(read, search);
  const heading = useFocusOnChange<HTMLHeadingElement>(state.page);
  return (
    <section className="command-section client-bookings" aria-labelledby={titleId}>
      <div className="command-heading">
        <h2 id={titleId} ref={heading} tabIndex={-1}>{t('clients.bookings')}</h2>
        <Link to={`/bookings${bookingListSearch({ ...BOOKING_LIST_DEFAULTS, clientId: client.id })}`}>{t('clients.allBookings')}</Link>
      </div>
      <BookingsResults
        state={state}
        onState={go}
        search={search}
        caption={t('clients.bookingsCaption', { name: clientName(client) })}
        withClient={false}
        cardHeading="h3"
        empty={<p className="list-empty card">{t('clients.noBookings')}</p>}
      />
    </section>
  );
}
