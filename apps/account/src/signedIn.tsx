import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInArea } from '@travel/ui/account';
import type { AccountSection } from './sections';

/**
 * A page of the signed-in area under its section's title (it asks a visitor to sign in first).
 * Each page's module wraps itself, so the area's styles are in the page's own chunk, and in the
 * stylesheet the server links for it (remote-page-styles.ts).
 */
export function signedIn(section: AccountSection, Page: ComponentType): ComponentType {
  return function SignedInPage() {
    const { t } = useTranslation('account');
    return (
      <SignedInArea title={t(`sections.${section}`)}>
        <Page />
      </SignedInArea>
    );
  };
}
