import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.js';
import { useGetResponsiblePlayQuery, useReviewLimitsMutation } from '../api/responsible-play-api.js';
import { REVIEW_MONTHS, usePlayNoticesText } from '../play-notices.strings.js';
import '../responsible-play.css';

/**
 * Every 6 months the player is asked to look at their limits again: 'Review' opens the
 * Responsible Play page, 'Keep my limits' records the review as it stands (C4).
 */
export function ReviewBanner() {
  const t = usePlayNoticesText();
  const { data: view } = useGetResponsiblePlayQuery();
  const [keep, { isLoading, isError }] = useReviewLimitsMutation();
  if (!view?.reviewDue) return null;
  return (
    <section className="review-banner" aria-labelledby="review-banner-title">
      <div className="review-banner-text">
        <strong id="review-banner-title">{t('review.title')}</strong>
        {t('review.text', { months: REVIEW_MONTHS })}
        {isError && <span role="alert"> {t('review.failed')}</span>}
      </div>
      <div className="review-banner-actions">
        <Link to="/responsible-play" className="btn btn-primary">{t('review.review')}</Link>
        <Button variant="secondary" loading={isLoading} loadingText={t('review.keeping')} onClick={() => void keep()}>{t('review.keep')}</Button>
      </div>
    </section>
  );
}
