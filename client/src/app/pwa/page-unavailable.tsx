import { Component, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.js';
import { useAppText } from '../app.strings.js';
import './pwa.css';

/** How browsers word a lazy page's script that did not arrive (Chromium, Safari, Firefox). */
const NOT_LOADED = /dynamically imported module|importing a module script failed|error loading dynamically imported module/i;

/**
 * Around each page that loads on demand (routes.tsx): when its code cannot be fetched
 * (offline, and not kept by the service worker yet; or gone after a new release), the
 * frame stays and says so politely instead of failing the whole app. Any other error
 * goes on to the router as before. React keeps a failed lazy import, so trying again
 * reloads the page.
 */
export class PageUnavailableBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof Error && NOT_LOADED.test(error.message)) return <PageUnavailable />;
    throw error;
  }
}

function PageUnavailable() {
  const t = useAppText();
  return (
    <section className="page-unavailable" aria-labelledby="page-unavailable-title">
      <h1 id="page-unavailable-title" className="page-title">{t('pageUnavailable.title')}</h1>
      <p>{t('pageUnavailable.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('pageUnavailable.retry')}</Button>
    </section>
  );
}
