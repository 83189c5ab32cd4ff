import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { activeServices, markupAmount, markupPercentText, parseMarkupPercent, type Markup, type ServiceTitle } from '@travel/contracts';
import { selectAgency, selectLanguage, useAppSelector, useMarkupsQuery, useUpdateMarkupsMutation } from '@travel/store';
import { SERVICE_ICONS, SERVICE_LABEL_KEYS, Skeleton } from '@travel/ui';
import { TextField, formatMinor } from '@travel/ui/booking';
import { SaveBar, failureText, type SaveOutcome } from '@travel/ui/account';
import { checkMarkupDrafts, type MarkupDrafts } from './markupEdits';
import { MarkupSimulator } from './MarkupSimulator';

/** The example a field shows: what 100.00 of wholesale sells for with the typed markup (catalogue currency). */
const EXAMPLE_WHOLESALE = 10_000;
const EXAMPLE_CURRENCY = 'USD';

const draftsOf = (markups: readonly Markup[]): MarkupDrafts => Object.fromEntries(markups.map(({ service, basisPoints }) => [service, markupPercentText(basisPoints)]));

/** /settings/agency: the agency's markup per active service, for its owners and admins (SPEC 2.2, 6). */
export function MarkupSettingsPage() {
  const { t } = useTranslation('command');
  return (
    <div className="account-page container">
      <h1>{t('areas.markupSettings')}</h1>
      <MarkupForm />
    </div>
  );
}

function MarkupForm() {
  const { t } = useTranslation(['command', 'common']);
  const agency = useAppSelector(selectAgency);
  const language = useAppSelector(selectLanguage);
  const markups = useMarkupsQuery();
  const [update, { isLoading: saving }] = useUpdateMarkupsMutation();
  const [drafts, setDrafts] = useState<MarkupDrafts>({});
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const form = useRef<HTMLFormElement>(null);
  const services: ServiceTitle[] = agency ? activeServices(agency) : [];

  // The saved values fill the fields once they arrive.
  useEffect(() => {
    if (markups.data) setDrafts(draftsOf(markups.data));
  }, [markups.data]);

  if (markups.isLoading) return <Skeleton height={320} />;
  if (!markups.data) {
    return (
      <div className="form-alert" role="alert">
        <p>{t('markups.loadFailed')}</p>
        <button type="button" className="btn btn-outline" onClick={() => void markups.refetch()}>{t('common:layout.retry')}</button>
      </div>
    );
  }

  const check = checkMarkupDrafts(services, drafts, markups.data);
  const problems = checked && !check.ok ? check.problems : {};

  const edit = (service: ServiceTitle) => (value: string) => {
    setDrafts((current) => ({ ...current, [service]: value }));
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!check.ok) {
      const first = services.find((service) => check.problems[service]);
      form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (check.changes.length === 0) {
      setOutcome({ status: t('markups.unchanged') });
      return;
    }
    try {
      await update({ markups: check.changes }).unwrap();
      setOutcome({ status: t('markups.saved') });
    } catch (rejection) {
      setOutcome({ failure: failureText(rejection, (message) => t('markups.failed', { message }), t('markups.failedGeneric')) });
    }
  };

  return (
    <>
      <p className="account-intro">{t('markups.intro')}</p>
      <form ref={form} className="settings-form card" noValidate onSubmit={(event) => void submit(event)}>
        <ul className="markup-list">
          {services.map((service) => {
            const Icon = SERVICE_ICONS[service];
            const name = t(`common:${SERVICE_LABEL_KEYS[service]}`);
            const parsed = parseMarkupPercent(drafts[service] ?? '');
            const problem = problems[service];
            return (
              <li key={service} className="markup-row">
                <Icon aria-hidden="true" size={24} className="markup-icon" />
                <TextField
                  path={service}
                  label={t('markups.label', { service: name })}
                  value={drafts[service] ?? ''}
                  onValue={edit(service)}
                  error={problem ? `command:markups.errors.${problem}` : undefined}
                  hint={
                    'basisPoints' in parsed
                      ? t('markups.example', {
                          wholesale: formatMinor(EXAMPLE_WHOLESALE, EXAMPLE_CURRENCY, language),
                          price: formatMinor(EXAMPLE_WHOLESALE + markupAmount(EXAMPLE_WHOLESALE, parsed.basisPoints), EXAMPLE_CURRENCY, language),
                        })
                      : undefined
                  }
                  inputMode="decimal"
                  autoComplete="off"
                  dir="ltr"
                  className="markup-field"
                  adornment={<span className="markup-percent" aria-hidden="true">%</span>}
                />
              </li>
            );
          })}
        </ul>
        <SaveBar saving={saving} label={t('markups.save')} savingLabel={t('markups.saving')} outcome={outcome} />
      </form>
      <MarkupSimulator services={services} drafts={drafts} />
    </>
  );
}
