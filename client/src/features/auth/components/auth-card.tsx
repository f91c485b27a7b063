import type { ReactNode } from 'react';
import { useAuthText } from '../auth.strings.js';
import '../auth.css';

/** The centred card every sign-in, sign-up and recovery screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const t = useAuthText();
  return (
    <main className="auth-page">
      <div className="auth-brand" aria-hidden="true">
        {t('brand')}
      </div>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
        {children}
      </section>
    </main>
  );
}
