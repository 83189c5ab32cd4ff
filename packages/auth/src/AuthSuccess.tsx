import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';

/** A finished step (mail sent, email confirmed, password changed) and what to do next. */
export function AuthSuccess({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="auth-success" role="status">
      <CheckCircle2 aria-hidden="true" size={32} className="auth-success-icon" />
      <p className="auth-success-title">{title}</p>
      {children ? <p>{children}</p> : null}
      {action ? <p className="auth-success-action">{action}</p> : null}
    </div>
  );
}
