import { useGetNewsQuery } from '../api/news-api.js';
import { useNewsText } from '../news.strings.js';
import '../news.css';

/** An http(s) address is shown as a link to it; anything else as plain text. */
function asLink(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The player dashboard's scrolling news line (spec section 2). The admin sets it as a URL,
 * so it is a link that opens in a new tab. It scrolls unless the player asked for reduced
 * motion, and pauses under the pointer or keyboard focus. A failure shows nothing (spec
 * section 8, silent failures).
 */
export function NewsTicker() {
  const t = useNewsText();
  const { data: news } = useGetNewsQuery();
  if (!news) return null;
  const href = asLink(news);
  return (
    <aside className="news" aria-label={t('label')}>
      <span className="news-badge" aria-hidden="true">
        {t('badge')}
      </span>
      <div className="news-window">
        <p className="news-track">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {news} <span className="visually-hidden">{t('opensNewTab')}</span>
            </a>
          ) : (
            news
          )}
        </p>
      </div>
    </aside>
  );
}
