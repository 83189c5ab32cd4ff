import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import type { Client } from '@travel/contracts';
import { useClientQuery } from '@travel/store';
import { DetailFrame } from '../lists/DetailFrame';
import { readId } from '../lists/listUrl';

/**
 * A page about the client the URL names (/clients/:clientId…): the client once loaded; "not
 * found" for one the agent may not see or that does not exist (the API's 404); the failure
 * with a retry. A path that names no id at all is the error page's.
 */
export function ClientPage({ children }: { children: (client: Client) => ReactNode }) {
  const { t } = useTranslation('command');
  const id = readId(useParams().clientId ?? null);
  const client = useClientQuery(id, { skip: id === '' });
  if (id === '') return <Navigate to="/errors" replace />;
  return (
    <DetailFrame
      query={client}
      back={{ to: '/clients', label: t('clients.back') }}
      notFound={{ title: t('clients.notFoundTitle'), text: t('clients.notFound') }}
      loadFailedTitle={t('clients.loadOneFailed')}
    >
      {children}
    </DetailFrame>
  );
}
