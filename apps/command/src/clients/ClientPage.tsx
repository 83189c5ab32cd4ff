import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { Client } from '@travel/contracts';
import type { ApiQueryError } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { useClientQuery } from '../api';
import { LoadFailed } from '../lists/LoadFailed';
import { readId } from '../lists/listUrl';
import '../lists/lists.css';

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

  let body: ReactNode;
  if (client.isError && (client.error as ApiQueryError).status === 404) {
    body = (
      <>
        <h1>{t('clients.notFoundTitle')}</h1>
        <p className="form-alert" role="alert">{t('clients.notFound')}</p>
      </>
    );
  } else if (client.data) body = children(client.data);
  else if (client.isError && !client.isFetching) body = <LoadFailed title={t('clients.loadOneFailed')} error={client.error} onRetry={() => void client.refetch()} />;
  else body = <Skeleton height={480} />;

  return (
    <div className="account-page container command-detail">
      <Link className="command-back" to="/clients">
        <ArrowLeft aria-hidden="true" size={16} /> {t('clients.back')}
      </Link>
      {body}
    </div>
  );
}
