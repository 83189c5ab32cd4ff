import type { ApiQueryError } from '@travel/store';

/** What the last save said: a status line (saved, nothing to save) or a failure shown as an alert. */
export type SaveOutcome = { status: string } | { failure: string } | null;

/** The text of a failed save: the server's message inside the page's sentence, or the page's generic one. */
export function failureText(rejection: unknown, withMessage: (message: string) => string, generic: string): string {
  const { message } = (rejection ?? {}) as Partial<ApiQueryError>;
  return message ? withMessage(message) : generic;
}

/** The end of a settings form: the failure if any, the save button and the status line (announced). */
export function SaveBar({ saving, label, savingLabel, outcome }: { saving: boolean; label: string; savingLabel: string; outcome: SaveOutcome }) {
  return (
    <>
      {outcome && 'failure' in outcome ? (
        <div className="form-alert" role="alert">
          <p>{outcome.failure}</p>
        </div>
      ) : null}
      <div className="save-bar">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? savingLabel : label}
        </button>
        <p role="status" className="save-bar-status">{outcome && 'status' in outcome ? outcome.status : ''}</p>
      </div>
    </>
  );
}
