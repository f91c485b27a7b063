import { Link } from 'react-router';
import { HELP_LINKS, HELP_POINTS, useResponsiblePlayText } from '../responsible-play.strings.js';

/** A few plain words of help; the tools above are the help the product itself gives. */
export function PlayHelp() {
  const t = useResponsiblePlayText();
  return (
    <section className="card play-card" aria-labelledby="play-help-heading">
      <h2 id="play-help-heading" className="play-heading">{t('help.title')}</h2>
      <ul className="play-help">
        {HELP_POINTS.map((point) => (
          <li key={point}>{t(point)}</li>
        ))}
      </ul>
      <ul className="play-help-links">
        {HELP_LINKS.map((link) => (
          <li key={link.to}><Link to={link.to}>{t(link.label)}</Link></li>
        ))}
      </ul>
    </section>
  );
}
