import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner.js';
import { NewsTicker } from '../../features/news/components/news-ticker.js';
import { WelcomeBanner } from '../../features/profile/components/welcome-banner.js';
import { useAppText } from '../app.strings.js';

/**
 * Pages whose content arrives with later features show their title only: no invented
 * data stands in for draws, money requests or settings.
 */
export function TitledPage({ title }: { title: string }) {
  return <h1 className="page-title">{title}</h1>;
}

// The draw panels load beside the page's first script (in parallel with the banner's data), so
// the player's first page stays under its JavaScript budget (DESIGN.md section 7).
// With them, the player's break, which the ticket panel shows up front.
const DrawsDashboard = lazy(async () => ({ default: (await import('./draws-route.js')).DrawsRoute }));

/** The player dashboard: the news line, the welcome banner and the draw panels. */
export function DashboardRoute() {
  const t = useAppText();
  return (
    <>
      <h1 className="visually-hidden">{t('nav.dashboard')}</h1>
      <NewsTicker />
      <WelcomeBanner />
      <Suspense fallback={<Spinner label={t('loading.draws')} />}>
        <DrawsDashboard />
      </Suspense>
    </>
  );
}
