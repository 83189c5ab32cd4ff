import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  parseKeywords,
  themeFor,
  websiteProblems,
  type Agency,
  type WebsiteDraft,
  type WebsiteField,
  type WebsiteProblem,
} from '@travel/contracts';
import { selectAgency, useAppSelector, useUpdateWebsiteMutation } from '@travel/store';
import { TextField } from '@travel/ui/booking';
import { SaveBar, failureText, type SaveOutcome } from '@travel/ui/account';

const draftOf = (agency: Agency): WebsiteDraft => ({
  primaryColor: agency.primaryColor,
  title: agency.metaData.title,
  description: agency.metaData.description,
  keywords: agency.metaData.keywords.join(', '),
  contactPhoneNumber: agency.contactPhoneNumber,
  contactEmailId: agency.contactEmailId,
  academyUrl: agency.academyUrl,
  applicationsUrl: agency.applicationsUrl,
  payProductLabel: agency.payProduct.label,
  payProductUrl: agency.payProduct.url,
});

const LINK_FIELDS = new Set<WebsiteField>(['academyUrl', 'applicationsUrl', 'payProductLabel', 'payProductUrl']);

/** The message key (command namespace, read by TextField) of a field's problem. */
function errorKey(field: WebsiteField, problem: WebsiteProblem | undefined): string | undefined {
  if (!problem) return undefined;
  if (field === 'payProductLabel') return `command:sidebarLinks.errors.label${problem === 'required' ? 'Required' : 'TooLong'}`;
  if (LINK_FIELDS.has(field)) return `command:sidebarLinks.errors.${problem === 'tooLong' ? 'urlTooLong' : 'url'}`;
  if (field === 'keywords') return problem === 'tooMany' ? 'command:website.errors.keywordsTooMany' : 'command:website.errors.keywordsTooLong';
  return `command:website.errors.${field}`;
}

const FIELD_ORDER: readonly WebsiteField[] = ['primaryColor', 'title', 'description', 'keywords', 'contactPhoneNumber', 'contactEmailId', 'academyUrl', 'applicationsUrl', 'payProductLabel', 'payProductUrl'];

/** /settings/website: the agency's brand colour, search-engine texts and contacts, for its owners and admins (SPEC 2.2, 6). */
export function WebsiteSettingsPage() {
  const { t } = useTranslation('command');
  const agency = useAppSelector(selectAgency);
  return (
    <div className="account-page container">
      <h1>{t('areas.websiteSettings')}</h1>
      {agency ? <WebsiteForm agency={agency} /> : null}
    </div>
  );
}

function WebsiteForm({ agency }: { agency: Agency }) {
  const { t } = useTranslation('command');
  const [draft, setDraft] = useState<WebsiteDraft>(() => draftOf(agency));
  const [footer, setFooter] = useState({ displaySupportPhoneFooter: agency.displaySupportPhoneFooter, displayAddressFooter: agency.displayAddressFooter });
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [update, { isLoading: saving }] = useUpdateWebsiteMutation();
  const form = useRef<HTMLFormElement>(null);
  const problems = websiteProblems(draft);
  const shown = checked ? problems : {};
  const theme = themeFor(problems.primaryColor ? agency.primaryColor : draft.primaryColor.trim());

  const edit = (field: keyof WebsiteDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setOutcome(null);
  };
  const toggle = (field: keyof typeof footer) => () => {
    setFooter((current) => ({ ...current, [field]: !current[field] }));
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const invalid = FIELD_ORDER.find((field) => problems[field]);
    if (invalid) {
      form.current?.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    try {
      await update({
        primaryColor: draft.primaryColor.trim(),
        metaData: { title: draft.title.trim(), description: draft.description.trim(), keywords: parseKeywords(draft.keywords) },
        contactPhoneNumber: draft.contactPhoneNumber.trim(),
        contactEmailId: draft.contactEmailId.trim(),
        ...footer,
        academyUrl: draft.academyUrl.trim(),
        applicationsUrl: draft.applicationsUrl.trim(),
        payProduct: { label: draft.payProductLabel.trim(), url: draft.payProductUrl.trim() },
      }).unwrap();
      setOutcome({ status: t('website.saved') });
    } catch (rejection) {
      setOutcome({ failure: failureText(rejection, (message) => t('website.failed', { message }), t('website.failedGeneric')) });
    }
  };

  const field = (name: Exclude<WebsiteField, 'primaryColor'>, label: string, hint?: string, extra: { type?: string; dir?: string } = {}) => (
    <TextField path={name} label={label} value={draft[name]} onValue={edit(name)} error={errorKey(name, shown[name])} hint={hint} dir={extra.dir ?? 'auto'} type={extra.type} />
  );

  return (
    <>
      <p className="account-intro">{t('website.intro')}</p>
      <form ref={form} className="settings-form website-form card" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset>
          <legend>{t('website.brand')}</legend>
          <div className="website-colour">
            <input
              type="color"
              className="website-colour-picker"
              value={theme.primary}
              onChange={(event) => edit('primaryColor')(event.target.value)}
              aria-label={t('website.pickColour')}
            />
            <TextField
              path="primaryColor"
              label={t('website.primaryColor')}
              value={draft.primaryColor}
              onValue={edit('primaryColor')}
              error={errorKey('primaryColor', shown.primaryColor)}
              hint={t('website.primaryColorHint')}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <div className="website-preview" aria-hidden="true">
            <span className="website-preview-label">{t('website.preview')}</span>
            <span className="website-preview-button" style={{ background: theme.fill, color: theme.foreground }}>{t('website.previewButton')}</span>
            <span className="website-preview-link" style={{ color: theme.link }}>{agency.agencyName}</span>
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('website.search')}</legend>
          {field('title', t('website.title'), t('website.titleHint', { agency: agency.agencyName }))}
          {field('description', t('website.description'), t('website.descriptionHint'))}
          {field('keywords', t('website.keywords'), t('website.keywordsHint'))}
        </fieldset>
        <fieldset>
          <legend>{t('website.contact')}</legend>
          {field('contactPhoneNumber', t('website.phone'), undefined, { type: 'tel', dir: 'ltr' })}
          {field('contactEmailId', t('website.email'), undefined, { type: 'email', dir: 'ltr' })}
          <label className="checkbox">
            <input type="checkbox" checked={footer.displaySupportPhoneFooter} onChange={toggle('displaySupportPhoneFooter')} />
            <span>{t('website.showPhone')}</span>
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={footer.displayAddressFooter} onChange={toggle('displayAddressFooter')} />
            <span>{t('website.showAddress')}</span>
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('sidebarLinks.legend')}</legend>
          <p className="account-intro">{t('sidebarLinks.intro')}</p>
          {field('academyUrl', t('sidebarLinks.academyUrl'), t('sidebarLinks.academyHint'), { type: 'url', dir: 'ltr' })}
          {field('applicationsUrl', t('sidebarLinks.applicationsUrl'), t('sidebarLinks.applicationsHint'), { type: 'url', dir: 'ltr' })}
          {field('payProductLabel', t('sidebarLinks.payProductLabel'), t('sidebarLinks.payProductLabelHint'))}
          {field('payProductUrl', t('sidebarLinks.payProductUrl'), t('sidebarLinks.payProductHint'), { type: 'url', dir: 'ltr' })}
        </fieldset>
        <SaveBar saving={saving} label={t('website.save')} savingLabel={t('website.saving')} outcome={outcome} />
      </form>
    </>
  );
}
