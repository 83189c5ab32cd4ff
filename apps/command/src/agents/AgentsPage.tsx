import { useTranslation } from 'react-i18next';
import { AGENT_ROLES, AGENT_STATUSES } from '@travel/contracts';
import { SelectField } from '@travel/ui/booking';
import { ListFrame, usePageHref } from '../lists/ListFrame';
import { SearchBox } from '../lists/SearchBox';
import { readChoice } from '../lists/listUrl';
import { usePhoneList } from '../lists/phone';
import { useFocusOnChange, useListState } from '../lists/useListState';
import { AgentCards, AgentsTable } from './AgentRows';
import { agentListQuery, agentListSearch, readAgentList, type AgentListState } from './agentList';
import { useAgentsQuery } from './agentsApi';
import { InviteAgentForm } from './InviteAgentForm';
import { PendingInvitations } from './PendingInvitations';
import './agents.css';

/** /users/agents: the agency's agents (owners and admins), searched and filtered in the URL, the Invite form and the invitations still pending. */
export function AgentsPage() {
  const { t } = useTranslation('command');
  const [state, go] = useListState(readAgentList, agentListSearch);
  const heading = useFocusOnChange<HTMLHeadingElement>(state.page);
  const list = useAgentsQuery(agentListQuery(state));
  const pageHref = usePageHref(state, agentListSearch);
  const phone = usePhoneList();
  const filtered = state.q !== '' || state.status !== '' || state.role !== '';

  return (
    <div className="account-page container command-list">
      <h1 ref={heading} tabIndex={-1}>{t('areas.agents')}</h1>
      <p className="account-intro">{t('agents.intro')}</p>
      <InviteAgentForm />
      <PendingInvitations />
      <section className="command-section agents-list" aria-labelledby="agents-list-title">
        <h2 id="agents-list-title">{t('agents.listTitle')}</h2>
        <form className="list-filters card" role="search" aria-label={t('agents.searchLabel')} onSubmit={(event) => event.preventDefault()}>
          <SearchBox label={t('agents.search')} hint={t('agents.searchHint')} value={state.q} onSearch={(q) => go({ ...state, page: 1, q }, { replace: true })} />
          <div className="list-filter-grid">
            <SelectField path="status" label={t('agents.columns.status')} value={state.status} onValue={(status) => go({ ...state, page: 1, status: readChoice<AgentListState['status']>(status, AGENT_STATUSES, '') })}>
              <option value="">{t('agents.anyStatus')}</option>
              {AGENT_STATUSES.map((status) => (
                <option key={status} value={status}>{t(`agents.statuses.${status}`)}</option>
              ))}
            </SelectField>
            <SelectField path="role" label={t('agents.columns.role')} value={state.role} onValue={(role) => go({ ...state, page: 1, role: readChoice<AgentListState['role']>(role, AGENT_ROLES, '') })}>
              <option value="">{t('agents.anyRole')}</option>
              {AGENT_ROLES.map((role) => (
                <option key={role} value={role}>{t(`agents.roles.${role}`)}</option>
              ))}
            </SelectField>
          </div>
        </form>
        <ListFrame
          list={list}
          count={(total) => t('agents.count', { count: total })}
          empty={<p className="list-empty card">{filtered ? t('agents.emptySearch') : t('agents.empty')}</p>}
          loadFailedTitle={t('agents.loadFailed')}
          pageHref={pageHref}
          pagesLabel={t('agents.pages')}
          rows={({ agents }) => (phone ? <AgentCards agents={agents} /> : <AgentsTable agents={agents} />)}
        />
      </section>
    </div>
  );
}
