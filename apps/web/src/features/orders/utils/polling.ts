/** Order and reward-points polling of the order page (order-form-and-checkout §9). */
export const ORDER_POLL_INTERVAL_MS = 3_000;
export const ORDER_POLL_LIMIT = 80;
export const REWARD_POINTS_POLL_INTERVAL_MS = 3_000;
export const REWARD_POINTS_POLL_LIMIT = 80;

/** Whether a poll that has answered `answers` times without the awaited result has used up its tries. */
export function isPollExhausted(answers: number, limit: number): boolean {
  return answers >= limit;
}
