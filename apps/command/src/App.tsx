import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { CommandCenterArea } from '@travel/contracts';
import type { RemoteAppProps } from '@travel/federation';
import { AREA_PATHS } from './areas';
import { CommandArea } from './CommandArea';
import { CommandCenterPage } from './dashboard/CommandCenterPage';
import { MarkupSettingsPage } from './settings/MarkupSettingsPage';
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
      <Route path="theme/*" element={<Navigate to={AREA_PATHS.websiteSettings} replace />} />
      <Route path="*" element={commandCenter} />
    </Routes>
  );
}

/** The agents' Command Center, mounted by the shell at /dashboard and its areas' paths. */
export default function App({ mount }: RemoteAppProps) {
  if (mount === '/settings') return <SettingsRoutes />;
  return commandCenter;
}
