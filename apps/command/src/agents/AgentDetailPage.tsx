import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { agentChangeRefusal, agentName, grantableRoles, type Agent, type AgentRole } from '@travel/contracts';
import { selectLanguage, useAppSelector, type ApiQueryError } from '@travel/store';
import { Ltr, Modal } from '@travel/ui';
import { useSignedInUser } from '@travel/ui/account';
import { SelectField, formatMinor } from '@travel/ui/booking';
import { BookingsResults } from '../bookings/BookingsResults';
import { BOOKING_LIST_DEFAULTS, bookingListSearch, readBookingList, type BookingListState } from '../bookings/bookingList';
import { DetailFrame, Fact } from '../lists/DetailFrame';
import { shortDay } from '../lists/format';
import { readId } from '../lists/listUrl';
import { useFocusOnChange, useListState } from '../lists/useListState';
import { useAgentQuery, useSetAgentActiveMutation, useSetAgentRoleMutation } from './agentsApi';
import '../bookings/bookings.css';
import './agents.css';

/** /users/agents/view/:userId: one agent, their role and status (to change, by the role rules), their figures and their bookings. */
export function AgentDetailPage() {
  const { t } = useTranslation('command');
  const id = readId(useParams().userId ?? null);
  const agent = useAgentQuery(id, { skip: id === '' });
  if (id === '') return <Navigate to="/errors" replace />;

  return (
    <DetailFrame
      query={agent}
      back={{ to: '/users/agents', label: t('agents.back') }}
      notFound={{ title: t('agents.notFoundTitle'), text: t('agents.notFound') }}
      loadFailedTitle={t('agents.loadOneFailed')}
    >
      {(data) => <AgentDetail agent={data} />}
    </DetailFrame>
  );
}

function AgentDetail({ agent }: { agent: Agent }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const user = useSignedInUser();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const refusal = agentChangeRefusal(user, agent);

  return (
    <>
      <h1 ref={heading} tabIndex={-1} dir="auto">{agentName(agent)}</h1>
      <section className="command-section card" aria-labelledby="agent-details">
        <h2 id="agent-details">{t('agents.details')}</h2>
        <dl className="command-facts">
          <Fact label={t('agents.columns.email')}><Ltr>{agent.email}</Ltr></Fact>
          <Fact label={t('agents.columns.role')}>{t(`agents.roles.${agent.role}`)}</Fact>
          <Fact label={t('agents.columns.status')}>
            {agent.deactivatedAt ? t('agents.deactivatedOn', { date: shortDay(agent.deactivatedAt, language) }) : t('agents.statuses.active')}
          </Fact>
          <Fact label={t('agents.since')}>{shortDay(agent.createdAt, language)}</Fact>
          <Fact label={t('agents.columns.bookings')}>{agent.bookings}</Fact>
          <Fact label={t('agents.columns.sales')}>{formatMinor(agent.sales.amount, agent.sales.currency, language)}</Fact>
        </dl>
      </section>
      {refusal ? (
        <p className="account-notice card">{t(`agents.refusals.${refusal}`)}</p>
      ) : (
        <section className="command-section card" aria-labelledby="agent-access">
          <h2 id="agent-access">{t('agents.access')}</h2>
          <RoleForm agent={agent} roles={grantableRoles(user)} />
          <ActiveSwitch agent={agent} />
        </section>
      )}
      <AgentBookings agent={agent} />
    </>
  );
}

type Outcome = { status: string } | { failure: string } | null;

function RoleForm({ agent, roles }: { agent: Agent; roles: readonly AgentRole[] }) {
  const { t } = useTranslation('command');
  const [role, setRole] = useState<AgentRole>(agent.role);
  const [save, { isLoading }] = useSetAgentRoleMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async () => {
    setOutcome(null);
    try {
      await save({ userId: agent.id, role }).unwrap();
      setOutcome({ status: t('agents.roleSaved') });
    } catch (rejection) {
      setOutcome({ failure: (rejection as ApiQueryError).message || t('agents.errors.changeFailed') });
    }
  };
  return (
    <form className="agent-role-form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <SelectField path="role" label={t('agents.fields.role')} value={role} onValue={(value) => setRole(value as AgentRole)}>
        {roles.map((choice) => (
          <option key={choice} value={choice}>{t(`agents.roles.${choice}`)}</option>
        ))}
      </SelectField>
      <button type="submit" className="btn btn-primary" disabled={isLoading || role === agent.role}>
        {isLoading ? t('agents.saving') : t('agents.saveRole')}
      </button>
      {outcome && 'failure' in outcome ? <p className="form-alert" role="alert">{outcome.failure}</p> : null}
      <p role="status" className="save-bar-status">{outcome && 'status' in outcome ? outcome.status : ''}</p>
    </form>
  );
}

/** Deactivate (after a confirmation: the agent is signed out at once) or reactivate. */
function ActiveSwitch({ agent }: { agent: Agent }) {
  const { t } = useTranslation('command');
  const [confirming, setConfirming] = useState(false);
  const [change, { isLoading }] = useSetAgentActiveMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const active = agent.status === 'active';
  const name = agentName(agent);
  const apply = async () => {
    setFailure(null);
    try {
      await change({ userId: agent.id, active: !active }).unwrap();
    } catch (rejection) {
      setFailure((rejection as ApiQueryError).message || t('agents.errors.changeFailed'));
    }
    setConfirming(false);
  };
  return (
    <div className="agent-active">
      <p>{active ? t('agents.deactivateHelp') : t('agents.reactivateHelp')}</p>
      <button type="button" className={active ? 'btn btn-danger' : 'btn btn-outline'} disabled={isLoading} onClick={() => (active ? setConfirming(true) : void apply())}>
        {active ? t('agents.deactivate') : t('agents.reactivate')}
      </button>
      {failure ? <p className="form-alert" role="alert">{failure}</p> : null}
      {confirming ? (
        <Modal title={t('agents.confirmTitle', { name })} onClose={() => setConfirming(false)}>
          <p>{t('agents.confirmText', { name })}</p>
          <div className="agent-confirm-actions">
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>{t('agents.cancel')}</button>
            <button type="button" className="btn btn-danger" disabled={isLoading} onClick={() => void apply()}>{t('agents.deactivate')}</button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

/** Their bookings: the Bookings list's own rows, sort and pages (in this page's URL), for this agent alone. */
function AgentBookings({ agent }: { agent: Agent }) {
  const { t } = useTranslation('command');
  const read = useCallback((params: URLSearchParams) => ({ ...readBookingList(params, false), agentId: agent.id }), [agent.id]);
  const search = useCallback((state: BookingListState) => bookingListSearch({ ...state, agentId: '' }), []);
  const [state, go] = useListState(read, search);
  const heading = useFocusOnChange<HTMLHeadingElement>(state.page);
  return (
    <section className="command-section client-bookings" aria-labelledby="agent-bookings">
      <div className="command-heading">
        <h2 id="agent-bookings" ref={heading} tabIndex={-1}>{t('agents.bookings')}</h2>
        <Link to={`/bookings${bookingListSearch({ ...BOOKING_LIST_DEFAULTS, agentId: agent.id })}`}>{t('agents.allBookings')}</Link>
      </div>
      <BookingsResults
        state={state}
        onState={go}
        search={search}
        caption={t('agents.bookingsCaption', { name: agentName(agent) })}
        cardHeading="h3"
        empty={<p className="list-empty card">{t('agents.noBookings')}</p>}
      />
    </section>
  );
}
