import { RealityCheck } from './reality-check.js';
import { ReviewBanner } from './review-banner.js';

/**
 * What the player layout shows above every page, loaded after the page itself: the
 * 6-monthly review reminder, and the reality check (a dialog, drawn over the page).
 */
export default function PlayWatch({ onLogout }: { onLogout: () => void }) {
  return (
    <>
      <ReviewBanner />
      <RealityCheck onLogout={onLogout} />
    </>
  );
}
