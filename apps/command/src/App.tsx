import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { CommandCenterArea } from '@travel/contracts';
import type { RemoteAppProps } from '@travel/federation';
import { AgentDetailPage } from './agents/AgentDetailPage';
import { AgentsPage } from './agents/AgentsPage';
import { AREA_PATHS } from './areas';
import { BookingDetailPage } from './bookings/BookingDetailPage';
import { BookingsPage } from './bookings/BookingsPage';
import { ClientDetailPage } from './clients/ClientDetailPage';
import { EditClientPage, NewClientPage } from './clients/ClientFormPage';
import { ClientsPage } from './clients/ClientsPage';
import { CommandArea } from './CommandArea';
import { CommandCenterPage } from './dashboard/CommandCenterPage';
import { DealLinkRoutes } from './deal-links/DealLinkRoutes';
import { DealLinksPage } from './deal-links/DealLinksPage';
import { NewProposalPage } from './proposals/NewProposalPage';
import { ProposalDetailPage } from './proposals/ProposalDetailPage';
import { ProposalsPage } from './proposals/ProposalsPage';
import { SearchesPage } from './searches/SearchesPage';
import { MarkupSettingsPage } from './settings/MarkupSettingsPage';
import { PaymentSettingsPage } from './settings/PaymentSettingsPage';
import { ProductSettingsPage } from './settings/ProductSettingsPage';
import { WebsiteSettingsPage } from './settings/WebsiteSettingsPage';
import { WalletLedgerPage } from './wallet/WalletLedgerPage';
import './command.css';

const area = (name: CommandCenterArea, page: ReactElement) => <CommandArea area={name}>{page}</CommandArea>;
const commandCenter = area('dashboard', <CommandCenterPage />);

/** SPEC 2.2 agent sidebar under /settings; Customize Theme is the brand colour, which Website Settings sets. */
function SettingsRoutes() {
  return (
    <Routes>
      <Route path="agency/*" element={area('markupSettings', <MarkupSettingsPage />)} />
      <Route path="website/*" element={area('websiteSettings', <WebsiteSettingsPage />)} />
      <Route path="product/*" element={area('productSettings', <ProductSettingsPage />)} />
      <Route path="payment/*" element={area('paymentSettings', <PaymentSettingsPage />)} />
      <Route path="theme/*" element={<Navigate to={AREA_PATHS.websiteSettings} replace />} />
      <Route path="*" element={commandCenter} />
    </Routes>
  );
}

const unknownPath = <Navigate to="/errors" replace />;

/** The agency's bookings (issue 22): the list, and one booking's page by its reference. */
function BookingsRoutes() {
  return (
    <Routes>
      <Route index element={<BookingsPage />} />
      <Route path=":reference" element={<BookingDetailPage />} />
      <Route path="*" element={unknownPath} />
    </Routes>
  );
}

/** The agency's clients (issue 22): the list, a new client, a client's page and its form. */
function ClientsRoutes() {
  return (
    <Routes>
      <Route index element={<ClientsPage />} />
      <Route path="new" element={<NewClientPage />} />
      <Route path=":clientId" element={<ClientDetailPage />} />
      <Route path=":clientId/edit" element={<EditClientPage />} />
      <Route path="*" element={unknownPath} />
    </Routes>
  );
}

/** An agent's proposals to clients (issue 22): the list, a new draft, a proposal's page. */
function ProposalsRoutes() {
  return (
    <Routes>
      <Route index element={<ProposalsPage />} />
      <Route path="new" element={<NewProposalPage />} />
      <Route path=":proposalId" element={<ProposalDetailPage />} />
      <Route path="*" element={unknownPath} />
    </Routes>
  );
}

/** What the agency's site was searched for (issue 22): one page. */
function SearchesRoutes() {
  return (
    <Routes>
      <Route index element={<SearchesPage />} />
      <Route path="*" element={unknownPath} />
    </Routes>
  );
}

/** The agency's credits ledger (issue 22), under /wallet: SPEC 2.2's /wallet/details, which /wallet opens too. */
function WalletRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="details" replace />} />
      <Route path="details" element={<WalletLedgerPage />} />
      <Route path="*" element={unknownPath} />
    </Routes>
  );
}

/** The agency's agents (issue 22), under /users: the list, and one agent's page. */
function UsersRoutes() {
  return (
    <Routes>
      <Route path="agents" element={<AgentsPage />} />
      <Route path="agents/view/:userId" element={<AgentDetailPage />} />
      <Route path="*" element={unknownPath} />
    </Routes>
  );
}

/** The agents' Command Center, mounted by the shell at /dashboard and its areas' paths. */
export default function App({ mount }: RemoteAppProps) {
  if (mount === '/settings') return <SettingsRoutes />;
  if (mount === AREA_PATHS.bookings) return area('bookings', <BookingsRoutes />);
  if (mount === AREA_PATHS.clients) return area('clients', <ClientsRoutes />);
  if (mount === AREA_PATHS.dealLink) return <DealLinkRoutes list={area('dealLink', <DealLinksPage />)} />;
  if (mount === '/users') return area('agents', <UsersRoutes />);
  if (mount === AREA_PATHS.proposals) return area('proposals', <ProposalsRoutes />);
  if (mount === AREA_PATHS.searches) return area('searches', <SearchesRoutes />);
  if (mount === '/wallet') return area('wallet', <WalletRoutes />);
  return commandCenter;
}
