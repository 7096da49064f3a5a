import type { ReactNode } from 'react';
import './step-header.css';

/** The title of a step (the page's h1) and an optional lead. */
export function StepHeader({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <header className="step-header">
      <h1 className="step-header__title">{title}</h1>
      {lead ? <p className="step-header__lead">{lead}</p> : null}
    </header>
  );
}
