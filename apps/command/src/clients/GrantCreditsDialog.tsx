import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMAND_ERROR_CODES, clientName, type Client } from '@travel/contracts';
import { selectAgency, selectLanguage, useAppSelector, useCurrenciesQuery, useGrantWalletCreditsMutation, type ApiQueryError } from '@travel/store';
import { Modal } from '@travel/ui';
import { failureText } from '@travel/ui/account';
import { SelectField, TextAreaField, TextField, formatMinor, notifySuccess } from '@travel/ui/booking';
import { grantProblems, minorAmount, type GrantDraft, type GrantField } from './grantDraft';
import './grants.css';

/**
 * Grant credits to a client (owners and admins): the amount, its currency and the reason the
 * traveller reads, then a confirmation of exactly what will be given before anything is sent.
 */
export function GrantCreditsDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const agency = useAppSelector(selectAgency);
  const currencies = useCurrenciesQuery().data ?? [];
  const [draft, setDraft] = useState<GrantDraft>({ amount: '', currency: agency?.defaultCurrency ?? 'USD', reason: '' });
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [grant, { isLoading: granting }] = useGrantWalletCreditsMutation();
  const decimals = currencies.find(({ currency }) => currency === draft.currency)?.decimals ?? 2;
  const problems = checked ? grantProblems(draft, decimals) : [];
  const errorOf = (field: GrantField) => (problems.includes(field) ? `command:grants.errors.${field}` : undefined);
  const name = clientName(client);
  const minor = minorAmount(draft.amount, decimals) ?? 0;
  const amountText = formatMinor(minor, draft.currency, language);

  const edit = (field: keyof GrantDraft) => (value: string) => {
    setDraft((before) => ({ ...before, [field]: value }));
    setFailure(undefined);
  };

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    const [first] = grantProblems(draft, decimals);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      const granted = await grant({ clientId: client.id, input: { amount: minor, currency: draft.currency, reason: draft.reason.trim() } }).unwrap();
      notifySuccess(t('grants.granted', { amount: formatMinor(granted.amount, granted.currency, language), name }));
      onClose();
    } catch (rejection) {
      const { code } = (rejection ?? {}) as Partial<ApiQueryError>;
      setConfirming(false);
      setFailure(code === COMMAND_ERROR_CODES.clientHasNoAccount ? t('grants.noAccount') : failureText(rejection, (message) => t('grants.failed', { message }), t('grants.failedGeneric')));
    }
  };

  return (
    <Modal title={t('grants.title', { name })} onClose={onClose} closeLabel={t('grants.cancel')} blocking={granting}>
      {confirming ? (
        <div className="grant-confirm">
          <p role="status">{t('grants.confirmText', { amount: amountText, name })}</p>
          <blockquote className="grant-reason" dir="auto">{draft.reason.trim()}</blockquote>
          <div className="grant-actions">
            <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={granting} aria-busy={granting}>
              {granting ? t('grants.granting') : t('grants.confirm', { amount: amountText })}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)} disabled={granting}>{t('grants.back')}</button>
          </div>
        </div>
      ) : (
        <form className="grant-form" noValidate onSubmit={review}>
          <p className="field-hint">{t('grants.intro', { name })}</p>
          {failure ? <p className="form-alert" role="alert">{failure}</p> : null}
          <div className="field-row field-row-compact">
            <TextField path="amount" label={t('grants.amount')} value={draft.amount} onValue={edit('amount')} error={errorOf('amount')} inputMode="decimal" dir="ltr" autoComplete="off" />
            <SelectField path="currency" label={t('grants.currency')} value={draft.currency} onValue={edit('currency')}>
              {(currencies.length > 0 ? currencies.map(({ currency }) => currency) : [draft.currency]).map((code) => (
                <option key={code} value={code}>{code}</option>
              ))}
            </SelectField>
          </div>
          <TextAreaField path="reason" label={t('grants.reason')} value={draft.reason} onValue={edit('reason')} error={errorOf('reason')} hint={t('grants.reasonHint')} dir="auto" />
          <div className="grant-actions">
            <button type="submit" className="btn btn-primary">{t('grants.review')}</button>
            <button type="button" className="btn btn-outline" onClick={onClose}>{t('grants.cancel')}</button>
          </div>
        </form>
      )}
    </Modal>
  );
}
