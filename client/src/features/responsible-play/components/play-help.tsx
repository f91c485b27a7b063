import { Link } from 'react-router';
import { HELP as T } from '../responsible-play.strings.js';

/** A few plain words of help; the tools above are the help the product itself gives. */
export function PlayHelp() {
  return (
    <section className="card play-card" aria-labelledby="play-help-heading">
      <h2 id="play-help-heading" className="play-heading">{T.title}</h2>
      <ul className="play-help">
        {T.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <ul className="play-help-links">
        {T.links.map((link) => (
          <li key={link.to}><Link to={link.to}>{link.label}</Link></li>
        ))}
      </ul>
    </section>
  );
}
