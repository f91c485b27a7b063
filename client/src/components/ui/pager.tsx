import { useComponentsText } from '../components.strings.js';
import { Button } from './button.js';
import './widgets.css';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Whether a page is on its way (both buttons wait for it). */
  busy?: boolean;
}

/** Prev/Next paging shown as 'Page X of Y' (spec section 2); an empty list is page 1 of 1. */
export function Pager({ page, totalPages, onPage, busy = false }: PagerProps) {
  const t = useComponentsText();
  const pages = Math.max(1, totalPages);
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <Button variant="secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.prev')}
      </Button>
      <span className="pager-text" aria-live="polite">
        {t('pager.position', { page: Math.min(page, pages), pages })}
      </span>
      <Button variant="secondary" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
