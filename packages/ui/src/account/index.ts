// The pages behind sign-in, in the account and Command Center remotes: the signed-in gate,
// the sign-in prompt, the settings forms' save bar and the page styles they share.
import './account-page.css';

export { SignedInArea, useSignedInUser } from './SignedInArea';
export { SignInPrompt } from './SignInPrompt';
export { SaveBar, failureText, type SaveOutcome } from './SaveBar';
export { ShortcutCards, type ShortcutCard } from './ShortcutCards';
