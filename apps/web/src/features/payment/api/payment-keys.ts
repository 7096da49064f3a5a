/** Query keys of the payment feature. */
export const paymentKeys = {
  load: ['payment', 'load'] as const,
  clientToken: ['payment', 'client-token'] as const,
};
