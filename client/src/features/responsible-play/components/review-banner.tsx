import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.js';
import { useGetResponsiblePlayQuery, useReviewLimitsMutation } from '../api/responsible-play-api.js';
import { REVIEW as T } from '../play-notices.strings.js';
import '../responsible-play.css';

/**
 * Every 6 months the player is asked to look at their limits again: 'Review' opens the
 * Responsible Play page, 'Keep my limits' records the review as it stands (C4).
 */
export function ReviewBanner() {
  const { data: view } = useGetResponsiblePlayQuery();
  const [keep, { isLoading, isError }] = useReviewLimitsMutation();
  if (!view?.reviewDue) return null;
  return (
    <section className="review-banner" aria-labelledby="review-banner-title">
      <div className="review-banner-text">
        <strong id="review-banner-title">{T.title}</strong>
        {T.text}
        {isError && <span role="alert"> {T.failed}</span>}
      </div>
      <div className="review-banner-actions">
        <Link to="/responsible-play" className="btn btn-primary">{T.review}</Link>
        <Button variant="secondary" loading={isLoading} loadingText={T.keeping} onClick={() => void keep()}>{T.keep}</Button>
      </div>
    </section>
  );
}
