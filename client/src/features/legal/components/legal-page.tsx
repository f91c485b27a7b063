import type { ReactNode } from 'react';
import '../legal.css';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A static legal document: a title, a date and numbered sections. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
  return (
    <article className="legal card">
      <h1 className="page-title">{title}</h1>
      <p className="muted">Last updated: {updated}</p>
      {sections.map((section, index) => (
        <section key={section.heading}>
          <h2>
            {index + 1}. {section.heading}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
