import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { CommandCenterArea } from '@travel/contracts';
import type { RemoteAppProps } from '@travel/federation';
import { AREA_PATHS } from './areas';
import { BookingDetailPage } from './bookings/BookingDetailPage';
import { BookingsPage } from './bookings/BookingsPage';
import { ClientDetailPage } from './clients/ClientDetailPage';
import { EditClientPage, NewClientPage } from './clients/ClientFormPage';
import { ClientsPage } from './clients/ClientsPage';
import { CommandArea } from './CommandArea';
import { CommandCenterPage } from './dashboard/CommandCenterPage';
import { MarkupSettingsPage } from './settings/MarkupSettingsPage';
import { ProductSettingsPage } from './settings/ProductSettingsPage';
import { WebsiteSettingsPage } from './settings/WebsiteSettingsPage';
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

/** The agents' Command Center, mounted by the shell at /dashboard and its areas' paths. */
export default function App({ mount }: RemoteAppProps) {
  if (mount === '/settings') return <SettingsRoutes />;
  if (mount === AREA_PATHS.bookings) return area('bookings', <BookingsRoutes />);
  if (mount === AREA_PATHS.clients) return area('clients', <ClientsRoutes />);
  return commandCenter;
}
