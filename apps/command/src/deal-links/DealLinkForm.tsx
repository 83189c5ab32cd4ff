import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDay, type DealLink } from '@travel/contracts';
import type { ApiQueryError } from '@travel/store';
import { useSiteOrigin } from '@travel/ui';
import { SaveBar } from '@travel/ui/account';
import { TextField } from '@travel/ui/booking';
import { useCreateDealLinkMutation } from '../api';
import { DEAL_LINK_FIELDS, EMPTY_DEAL_LINK, dealLinkInputOf, dealLinkProblems, dealLinkRefusal, type DealLinkField, type DealLinkRefusal } from './dealLinkForm';

/** The agent's calendar day (the date field's min and what "from today on" means). */
const localToday = (): string => isoDay(new Date(Date.now() - new Date().getTimezoneOffset() * 60_000));

/**
 * A new deal link: a label, a link of this site, an optional last day. Checked in the browser
 * by the API's own rules, a message next to each wrong field and the focus on the first; the
 * API's refusals are shown the same way. A created link empties the form and is announced.
 */
export function DealLinkForm({ onCreated }: { onCreated: (link: DealLink) => void }) {
  const { t } = useTranslation('command');
  const [create, { isLoading }] = useCreateDealLinkMutation();
  const [draft, setDraft] = useState(EMPTY_DEAL_LINK);
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<DealLinkRefusal | null>(null);
  const [created, setCreated] = useState<DealLink | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const place = { origin: useSiteOrigin(), today: localToday() };
  const problems = dealLinkProblems(draft, place);

  const errorOf = (field: DealLinkField): string | undefined => (checked ? problems[field] : undefined) ?? (refusal?.field === field ? refusal.key : undefined);
  const focus = (field: DealLinkField) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  const edit = (field: DealLinkField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setRefusal((current) => (current && (current.field === field || current.field === null) ? null : current));
    setCreated(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    const wrong = DEAL_LINK_FIELDS.find((field) => problems[field]);
    if (wrong) {
      focus(wrong);
      return;
    }
    try {
      const link = await create(dealLinkInputOf(draft, place.origin)).unwrap();
      setDraft(EMPTY_DEAL_LINK);
      setChecked(false);
      setCreated(link);
      onCreated(link);
    } catch (rejection) {
      const refused = dealLinkRefusal(rejection as ApiQueryError);
      setRefusal(refused);
      if (refused.field) focus(refused.field);
    }
  };

  const outcome = refusal && refusal.field === null ? { failure: t(refusal.key) } : created ? { status: t('dealLinks.form.created', { label: created.label }) } : null;

  return (
    <form ref={form} className="settings-form deal-link-form card" noValidate aria-labelledby="deal-link-form-title" onSubmit={(event) => void submit(event)}>
      <h2 id="deal-link-form-title">{t('dealLinks.form.title')}</h2>
      <div className="field-row">
        <TextField path="label" label={t('dealLinks.form.label')} hint={t('dealLinks.form.labelHint')} value={draft.label} onValue={edit('label')} error={errorOf('label')} dir="auto" autoComplete="off" />
        <TextField path="expiresOn" type="date" label={t('dealLinks.form.expiry')} hint={t('dealLinks.form.expiryHint')} value={draft.expiresOn} onValue={edit('expiresOn')} error={errorOf('expiresOn')} min={place.today} />
      </div>
      <TextField path="target" inputMode="url" label={t('dealLinks.form.link')} hint={t('dealLinks.form.linkHint')} value={draft.target} onValue={edit('target')} error={errorOf('target')} dir="ltr" autoComplete="off" />
      <SaveBar saving={isLoading} label={t('dealLinks.form.create')} savingLabel={t('dealLinks.form.creating')} outcome={outcome} />
    </form>
  );
}
