import { type ReactNode, useId } from 'react';

/** Props of {@link Section}. */
export interface SectionProps {
  title: string;
  /** One line under the title saying what the section is for. */
  description?: string;
  /** `'danger'` tints the card: for irreversible actions. */
  tone?: 'danger';
  children: ReactNode;
}

/** One card of the account page: a titled region (`<section aria-labelledby>`). */
export function Section({ title, description, tone, children }: SectionProps) {
  const id = useId();
  return (
    <section
      className={tone === 'danger' ? 'card section section-danger' : 'card section'}
      aria-labelledby={id}
    >
      <header className="section-header">
        <h2 id={id}>{title}</h2>
        {description ? <p className="muted">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
