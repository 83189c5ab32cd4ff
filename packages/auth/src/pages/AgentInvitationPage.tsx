import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type PublicAgentInvitation } from '@travel/contracts';
import { Spinner } from '@travel/ui';
import { AuthAlert } from '../AuthAlert';
import { AuthNotice } from '../AuthNotice';
import { AuthPage } from '../AuthPage';
import { useAcceptAgentInvitationMutation, useAgentInvitationQuery } from '../invitationApi';
import { AUTH_PATHS } from '../paths';
import { COMMAND_CENTER_PATH } from '../rules/afterLogin';
import { splitServerMessage, toFormError } from '../rules/serverError';
import { NewPasswordFields, useNewPasswordForm } from '../forms/NewPasswordFields';

/**
 * /agentInvitation?token=…: the page an agent's invitation mail links to. It names the agency
 * and the invited person; they choose a password and land, signed in, on the Command Center.
 */
export function AgentInvitationPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useAgentInvitationQuery(token ?? '', { skip: !token });
  const logIn = <Link to={AUTH_PATHS.login}>{t('actions.logIn')}</Link>;

  let body;
  if (!token) body = <AuthNotice>{t('links.missingToken')}</AuthNotice>;
  else if (invitation.data) body = <AcceptForm token={token} invitation={invitation.data} />;
  else if (invitation.isError) {
    const error = toFormError(invitation.error);
    body = (
      <>
        <AuthAlert error={{ ...error, message: splitServerMessage(error.message).text }} />
        <AuthNotice action={logIn}>{t('agentInvitation.gone')}</AuthNotice>
      </>
    );
  } else body = <Spinner label={t('agentInvitation.checking')} />;

  return <AuthPage title={t('agentInvitation.title')}>{body}</AuthPage>;
}

function AcceptForm({ token, invitation }: { token: string; invitation: PublicAgentInvitation }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [accept] = useAcceptAgentInvitationMutation();
  const form = useNewPasswordForm(async (password) => {
    await accept({ token, password }).unwrap();
    navigate(COMMAND_CENTER_PATH, { replace: true });
  });

  return (
    <>
      <p className="auth-lead" dir="auto">
        {t('agentInvitation.lead', { agency: invitation.agencyName, name: `${invitation.firstName} ${invitation.lastName}`.trim() })}
      </p>
      <dl className="auth-facts">
        <div>
          <dt>{t('fields.firstName')}</dt>
          <dd dir="auto">{invitation.firstName}</dd>
        </div>
        <div>
          <dt>{t('fields.lastName')}</dt>
          <dd dir="auto">{invitation.lastName}</dd>
        </div>
        <div>
          <dt>{t('fields.email')}</dt>
          <dd dir="ltr">{invitation.email}</dd>
        </div>
      </dl>
      <form className="auth-form" method="post" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        {form.serverError ? <AuthAlert error={form.serverError} /> : null}
        <NewPasswordFields label={t('fields.password')} field={form.field} />
        <button type="submit" className="btn btn-primary auth-submit" disabled={form.sending}>
          {form.sending ? t('agentInvitation.sending') : t('agentInvitation.submit')}
        </button>
      </form>
    </>
  );
}
