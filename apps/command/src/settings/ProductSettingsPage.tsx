import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode, ProductSettings, ProductSettingsResponse, ServiceTitle } from '@travel/contracts';
import { useProductSettingsQuery, useUpdateProductSettingsMutation } from '@travel/store';
import { SERVICE_ICONS, SERVICE_LABEL_KEYS, Skeleton } from '@travel/ui';
import { SaveBar, failureText, type SaveOutcome } from '@travel/ui/account';
import { Checklist, Group, SearchableChecklist, type Choice } from './SettingsFields';
import { keptDefault, productProblems, toggled, type ProductField } from './productDraft';

/** /settings/product: what the agency sells and to whom it speaks, for its owners and admins (SPEC 2.2, 6). */
export function ProductSettingsPage() {
  const { t } = useTranslation(['command', 'common']);
  const product = useProductSettingsQuery();
  return (
    <div className="account-page container">
      <h1>{t('areas.productSettings')}</h1>
      <p className="account-intro">{t('product.intro')}</p>
      {product.data ? (
        <ProductForm loaded={product.data} />
      ) : product.isError ? (
        <div className="form-alert" role="alert">
          <p>{t('product.loadFailed')}</p>
          <button type="button" className="btn btn-outline" onClick={() => void product.refetch()}>{t('common:layout.retry')}</button>
        </div>
      ) : (
        <Skeleton height={480} />
      )}
    </div>
  );
}

function ProductForm({ loaded }: { loaded: ProductSettingsResponse }) {
  const { t } = useTranslation(['command', 'common']);
  const { choices } = loaded;
  const [draft, setDraft] = useState<ProductSettings>(loaded.settings);
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [update, { isLoading: saving }] = useUpdateProductSettingsMutation();
  const form = useRef<HTMLFormElement>(null);
  const problems = checked ? productProblems(draft) : [];
  const problem = (field: ProductField) => (problems.includes(field) ? t(`product.errors.${field}`) : undefined);

  // A save answers the settings as stored (the default language first): the form shows them.
  useEffect(() => setDraft(loaded.settings), [loaded.settings]);

  const edit = (change: (settings: ProductSettings) => ProductSettings) => {
    setDraft(change);
    setOutcome(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const [first] = productProblems(draft);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] input`)?.focus();
      return;
    }
    if (JSON.stringify(draft) === JSON.stringify(loaded.settings)) {
      setOutcome({ status: t('product.unchanged') });
      return;
    }
    try {
      await update(draft).unwrap();
      setOutcome({ status: t('product.saved') });
    } catch (rejection) {
      setOutcome({ failure: failureText(rejection, (message) => t('product.failed', { message }), t('product.failedGeneric')) });
    }
  };

  const setService = (title: ServiceTitle, active: boolean) =>
    edit((s) => ({ ...s, services: s.services.map((service) => (service.title === title ? { ...service, active } : service)) }));
  const setLanguage = (code: LanguageCode, on: boolean) =>
    edit((s) => {
      const languages = toggled(s.languages, code, on);
      return { ...s, languages, defaultLanguage: keptDefault(languages, s.defaultLanguage) };
    });
  const setCurrency = (code: string, on: boolean) =>
    edit((s) => {
      const currencies = toggled(s.currencies, code, on);
      return { ...s, currencies, defaultCurrency: keptDefault(currencies, s.defaultCurrency) };
    });
  const setCountry = (code: string, on: boolean) => edit((s) => ({ ...s, countries: toggled(s.countries ?? [], code, on) }));
  const setCruiseLine = (code: string, on: boolean) => edit((s) => ({ ...s, cruiseLines: toggled(s.cruiseLines, code, on) }));
  const languageName = (code: string) => choices.languages.find((language) => language.code === code)?.name ?? code;

  return (
    <form ref={form} className="settings-form product-form card" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Group field="services" legend={t('product.services')} hint={t('product.servicesHint')} error={problem('services')}>
        <ul className="product-services">
          {draft.services.map(({ title, active }) => {
            const Icon = SERVICE_ICONS[title];
            return (
              <li key={title}>
                <label className="checkbox product-service">
                  <input type="checkbox" checked={active} onChange={(event) => setService(title, event.target.checked)} />
                  <Icon aria-hidden="true" size={20} />
                  <span>{t(`common:${SERVICE_LABEL_KEYS[title]}`)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </Group>

      <Group field="languages" legend={t('product.languages')} error={problem('languages')}>
        <Checklist choices={choices.languages} selected={draft.languages} onToggle={(code, on) => setLanguage(code as LanguageCode, on)} />
        <DefaultSelect
          label={t('product.defaultLanguage')}
          value={draft.defaultLanguage}
          options={draft.languages.map((code) => ({ code, name: languageName(code) }))}
          onValue={(code) => edit((s) => ({ ...s, defaultLanguage: code as LanguageCode }))}
        />
      </Group>

      <Group field="currencies" legend={t('product.currencies')} hint={t('product.currenciesHint')} error={problem('currencies')}>
        <SearchableChecklist label={t('product.filterCurrencies')} choices={choices.currencies} selected={draft.currencies} onToggle={setCurrency} showCodes />
        <DefaultSelect
          label={t('product.defaultCurrency')}
          value={draft.defaultCurrency}
          options={draft.currencies.map((code) => ({ code, name: `${code} · ${choices.currencies.find((c) => c.code === code)?.name ?? ''}` }))}
          onValue={(code) => edit((s) => ({ ...s, defaultCurrency: code }))}
        />
      </Group>

      <Group field="countries" legend={t('product.countries')} hint={t('product.countriesHint')} error={problem('countries')}>
        <label className="checkbox">
          <input type="radio" name="countries-scope" checked={draft.countries === null} onChange={() => edit((s) => ({ ...s, countries: null }))} />
          <span>{t('product.everyCountry')}</span>
        </label>
        <label className="checkbox">
          <input type="radio" name="countries-scope" checked={draft.countries !== null} onChange={() => edit((s) => ({ ...s, countries: s.countries ?? [] }))} />
          <span>{t('product.someCountries')}</span>
        </label>
        {draft.countries !== null ? (
          <SearchableChecklist label={t('product.filterCountries')} choices={choices.countries} selected={draft.countries} onToggle={setCountry} />
        ) : null}
      </Group>

      <Group field="cruiseLines" legend={t('product.cruiseLines')} hint={t('product.cruiseLinesHint')}>
        <Checklist choices={choices.cruiseLines} selected={draft.cruiseLines} onToggle={setCruiseLine} />
      </Group>

      <SaveBar saving={saving} label={t('product.save')} savingLabel={t('product.saving')} outcome={outcome} />
    </form>
  );
}

function DefaultSelect({ label, value, options, onValue }: { label: string; value: string; options: readonly Choice[]; onValue: (code: string) => void }) {
  const id = useId();
  return (
    <div className="field product-default">
      <label htmlFor={id} className="field-label">{label}</label>
      <select id={id} className="field-input" value={value} onChange={(event) => onValue(event.target.value)} disabled={options.length === 0}>
        {options.map(({ code, name }) => (
          <option key={code} value={code}>{name}</option>
        ))}
      </select>
    </div>
  );
}
