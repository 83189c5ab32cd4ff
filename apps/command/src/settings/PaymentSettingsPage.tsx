import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings, PaymentSettingsResponse } from '@travel/contracts';
import { usePaymentSettingsQuery, useUpdatePaymentSettingsMutation } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { SaveBar, failureText, type SaveOutcome } from '@travel/ui/account';
import { Group, SearchableChecklist } from './SettingsFields';
import { toggled } from './productDraft';

/** /settings/payment: how the agency takes its travellers' money, for its owners and admins (SPEC 2.2, 6). */
export function PaymentSettingsPage() {
  const { t } = useTranslation(['command', 'common']);
  const payment = usePaymentSettingsQuery();
  return (
    <div className="account-page container">
      <h1>{t('areas.paymentSettings')}</h1>
      <p className="account-intro">{t('payment.intro')}</p>
      {payment.data ? (
        <PaymentForm loaded={payment.data} />
      ) : payment.isError ? (
        <div className="form-alert" role="alert">
          <p>{t('payment.loadFailed')}</p>
          <button type="button" className="btn btn-outline" onClick={() => void payment.refetch()}>{t('common:layout.retry')}</button>
        </div>
      ) : (
        <Skeleton height={420} />
      )}
    </div>
  );
}

function PaymentForm({ loaded }: { loaded: PaymentSettingsResponse }) {
  const { t } = useTranslation('command');
  const { choices } = loaded;
  const [draft, setDraft] = useState<PaymentSettings>(loaded.settings);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [update, { isLoading: saving }] = useUpdatePaymentSettingsMutation();
  const noCurrency = draft.chargeCurrencies.length === 0;
  const [checked, setChecked] = useState(false);

  useEffect(() => setDraft(loaded.settings), [loaded.settings]);

  const edit = (change: (settings: PaymentSettings) => PaymentSettings) => {
    setDraft(change);
    setOutcome(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (noCurrency) {
      event.currentTarget.querySelector<HTMLElement>('[data-field="chargeCurrencies"] input')?.focus();
      return;
    }
    if (JSON.stringify(draft) === JSON.stringify(loaded.settings)) {
      setOutcome({ status: t('payment.unchanged') });
      return;
    }
    try {
      await update(draft).unwrap();
      setOutcome({ status: t('payment.saved') });
    } catch (rejection) {
      setOutcome({ failure: failureText(rejection, (message) => t('payment.failed', { message }), t('payment.failedGeneric')) });
    }
  };

  const gatewayName = (gateway: string) => t(`payment.gateways.${gateway}`, { defaultValue: gateway });
  const withoutCatalogue = !draft.chargeCurrencies.includes(choices.catalogueCurrency);

  return (
    <form className="settings-form product-form card" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Group field="gateway" legend={t('payment.gateway')} hint={t('payment.gatewayHint')}>
        <div className="payment-gateways">
          {choices.gateways.map((gateway) => (
            <label key={gateway} className={`payment-gateway card${draft.gateway === gateway ? ' is-chosen' : ''}`}>
              <input type="radio" name="gateway" value={gateway} checked={draft.gateway === gateway} onChange={() => edit((s) => ({ ...s, gateway }))} />
              <span className="payment-gateway-name">{gatewayName(gateway)}</span>
              <span className="field-hint">{t(`payment.gatewayNotes.${gateway}`, { defaultValue: '' })}</span>
            </label>
          ))}
        </div>
      </Group>

      <Group
        field="chargeCurrencies"
        legend={t('payment.currencies')}
        hint={t('payment.currenciesHint', { currency: choices.catalogueCurrency })}
        error={checked && noCurrency ? t('payment.errors.currencies') : undefined}
      >
        <SearchableChecklist
          label={t('payment.filterCurrencies')}
          choices={choices.currencies}
          selected={draft.chargeCurrencies}
          onToggle={(code, on) => edit((s) => ({ ...s, chargeCurrencies: toggled(s.chargeCurrencies, code, on) }))}
          showCodes
        />
        {withoutCatalogue && !noCurrency ? <p className="field-hint payment-warning" role="note">{t('payment.withoutCatalogue', { currency: choices.catalogueCurrency })}</p> : null}
      </Group>

      <Group field="walletOffered" legend={t('payment.wallet')}>
        <label className="checkbox">
          <input type="checkbox" role="switch" checked={draft.walletOffered} onChange={(event) => edit((s) => ({ ...s, walletOffered: event.target.checked }))} />
          <span>{t('payment.walletOffered')}</span>
        </label>
        <p className="field-hint">{t('payment.walletHint')}</p>
      </Group>

      <SaveBar saving={saving} label={t('payment.save')} savingLabel={t('payment.saving')} outcome={outcome} />
    </form>
  );
}
