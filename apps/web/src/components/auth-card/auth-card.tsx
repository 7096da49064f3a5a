import { type ReactNode, useId } from 'react';
import './auth-card.css';

type TAuthCardProps = { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The centred card that holds each sign-in, registration and password screen. */
export function AuthCard({ title, intro, children, footer }: TAuthCardProps) {
  const titleId = useId();
  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby={titleId}>
        <h1 id={titleId} className="auth-card__title">
          {title}
        </h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </section>
    </div>
  );
}
