import { LAST_UPDATED, type LegalDocument } from '../legal.strings.js';
import '../legal.css';

/** A static legal document: a title, a date and numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="legal card">
      <h1 className="page-title">{document.title}</h1>
      <p className="muted">
        {LAST_UPDATED} {document.updated}
      </p>
      {document.sections.map((section, index) => (
        <section key={section.heading}>
          <h2>
            {index + 1}. {section.heading}
          </h2>
          {section.text ? <p>{section.text}</p> : null}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
