import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import './payment-outcome.css';

/** How long the outcome stays before the page moves on (researcher-area §2: "then redirects"). */
export const OUTCOME_REDIRECT_SECONDS = 5;

type TPaymentOutcomeProps = {
  isSuccess: boolean;
  message: string;
  /** Where the page goes after the countdown, and where the link goes at once. */
  next: string;
  nextLabel: string;
  /** The countdown line, e.g. "You will be taken back in 3 seconds." */
  countdown: (seconds: number) => string;
};

/** A payment's outcome (payoff, prepay), a visible countdown, then the next page; the link skips the wait. */
export function PaymentOutcome({ isSuccess, message, next, nextLabel, countdown }: TPaymentOutcomeProps) {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(OUTCOME_REDIRECT_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) {
      navigate(next, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, navigate, next]);

  return (
    <div className="payment-outcome">
      <Alert kind={isSuccess ? 'success' : 'error'}>{message}</Alert>
      <p className="payment-outcome__redirect">{countdown(Math.max(secondsLeft, 0))}</p>
      <Link className="button button--primary" to={next} replace>
        {nextLabel}
      </Link>
    </div>
  );
}
