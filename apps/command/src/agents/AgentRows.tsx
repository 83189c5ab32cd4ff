import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { agentName, type Agent } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr } from '@travel/ui';
import { formatMinor } from '@travel/ui/booking';
import { Fact } from '../lists/DetailFrame';
import { TableFrame } from '../lists/TableFrame';
import { agentPath } from './agentList';

const COLUMNS = ['name', 'email', 'role', 'status', 'bookings', 'sales'] as const;

/** An agent's cells, the same in the table and on a card. Their role and deactivation are changed on their own page, which the name opens. */
function useAgentFacts(agent: Agent) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  return {
    name: <Link to={agentPath(agent.id)} dir="auto">{agentName(agent)}</Link>,
    email: <Ltr>{agent.email}</Ltr>,
    role: t(`agents.roles.${agent.role}`),
    status: <span className={`agent-status agent-status-${agent.status}`}>{t(`agents.statuses.${agent.status}`)}</span>,
    bookings: agent.bookings,
    sales: formatMinor(agent.sales.amount, agent.sales.currency, language),
  };
}

/** The agents as a table (wider screens). */
export function AgentsTable({ agents }: { agents: readonly Agent[] }) {
  const { t } = useTranslation('command');
  return (
    <TableFrame label={t('agents.caption')}>
      <table className="list-table agents-table">
        <caption className="visually-hidden">{t('agents.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">{t(`agents.columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {agents.map((agent) => (
            <AgentRow key={agent.id} agent={agent} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function AgentRow({ agent }: { agent: Agent }) {
  const facts = useAgentFacts(agent);
  return (
    <tr>
      <th scope="row">{facts.name}</th>
      <td>{facts.email}</td>
      <td>{facts.role}</td>
      <td>{facts.status}</td>
      <td className="list-amount">{facts.bookings}</td>
      <td className="list-amount">{facts.sales}</td>
    </tr>
  );
}

/** The agents as cards (phones: no table to scroll sideways), under the list's own h2. */
export function AgentCards({ agents }: { agents: readonly Agent[] }) {
  return (
    <ul className="list-cards">
      {agents.map((agent) => (
        <li key={agent.id}>
          <AgentCard agent={agent} />
        </li>
      ))}
    </ul>
  );
}

function AgentCard({ agent }: { agent: Agent }) {
  const { t } = useTranslation('command');
  const facts = useAgentFacts(agent);
  const titleId = useId();
  return (
    <article className="list-card card" aria-labelledby={titleId}>
      <h3 id={titleId} className="list-card-title">{facts.name}</h3>
      <dl className="list-card-facts">
        <Fact label={t('agents.columns.email')} wide>{facts.email}</Fact>
        <Fact label={t('agents.columns.role')}>{facts.role}</Fact>
        <Fact label={t('agents.columns.status')}>{facts.status}</Fact>
        <Fact label={t('agents.columns.bookings')}>{facts.bookings}</Fact>
        <Fact label={t('agents.columns.sales')}>{facts.sales}</Fact>
      </dl>
    </article>
  );
}
