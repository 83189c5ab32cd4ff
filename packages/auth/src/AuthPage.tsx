import { useId, type ReactNode } from 'react';

/** The frame of every auth page: one card, one h1. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="container auth-page" aria-labelledby={titleId}>
      <div className="card auth-card">
        <h1 id={titleId} className="auth-title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
