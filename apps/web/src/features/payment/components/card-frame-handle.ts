/**
 * What the payment form asks of the card frame. Apart from the frame itself, which loads only when the
 * card is chosen.
 */
export type TCardNonce = { nonce: string; brand: string; lastFour: string };

export type TCardFrameHandle = {
  /** The nonce of the card entered in the frame; asks the frame to tokenize it when none came yet. */
  requestNonce: () => Promise<TCardNonce>;
  /** A nonce is spent by one charge: after a decline the frame starts afresh. */
  reset: () => void;
};

export class CardFrameError extends Error {}
