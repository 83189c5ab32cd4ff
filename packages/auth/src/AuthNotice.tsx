import type { ReactNode } from 'react';
import { Info } from 'lucide-react';

/** Why a page cannot do its job here (feature off, link missing) and the way on. */
export function AuthNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="auth-notice">
      <Info aria-hidden="true" size={24} className="auth-notice-icon" />
      <p>{children}</p>
      {action ? <p className="auth-notice-action">{action}</p> : null}
    </div>
  );
}
