import { formatDate } from '../../../lib/format.js';
import { useLegalText, type LegalDocument } from '../legal.strings.js';
import '../legal.css';

/** A static legal document: a title, a date and numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const t = useLegalText();
  return (
    <article className="legal card">
      <h1 className="page-title">{t(document.title)}</h1>
      <p className="muted">{t('lastUpdated', { date: formatDate(document.updated) })}</p>
      {document.sections.map((section, index) => (
        <section key={section.heading}>
          <h2>
            {index + 1}. {t(section.heading)}
          </h2>
          {section.text ? <p>{t(section.text)}</p> : null}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
