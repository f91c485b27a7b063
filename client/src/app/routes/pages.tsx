import { DrawsDashboard } from '../../features/draws/components/draws-dashboard.js';
import { NewsTicker } from '../../features/news/components/news-ticker.js';
import { WelcomeBanner } from '../../features/profile/components/welcome-banner.js';
import { TITLES } from '../app.strings.js';

/**
 * Pages whose content arrives with later features show their title only: no invented
 * data stands in for draws, money requests or settings.
 */
export function TitledPage({ title }: { title: string }) {
  return <h1 className="page-title">{title}</h1>;
}

/** The player dashboard: the news line, the welcome banner and the draw panels. */
export function DashboardRoute() {
  return (
    <>
      <h1 className="visually-hidden">{TITLES.dashboard}</h1>
      <NewsTicker />
      <WelcomeBanner />
      <DrawsDashboard />
    </>
  );
}
