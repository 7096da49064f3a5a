/** The WeChat user who scanned and confirmed, as WeChat reports it. */
export type TWeChatProfile = { openid: string; unionid: string | null; nickname: string };

/** A QR sign-in opened at WeChat: its ticket, and what the QR code must encode for a phone to scan. */
export type TWeChatQrLogin = { ticket: string; qrContent: string };

/**
 * WeChat's QR sign-in as the portal uses it: the portal opens a QR login (ticket + QR content), the phone
 * scans it, and WeChat tells the portal what happened to the ticket (scanned, confirmed by a user, refused)
 * through the portal's scan-event sink (`TWeChatScanEvents`).
 */
export type TWeChatProvider = {
  name: 'sandbox';
  createQrLogin(): Promise<TWeChatQrLogin>;
};

/** What WeChat reports about a ticket; each answers false when the ticket is unknown or already decided. */
export type TWeChatScanEvents = {
  scanned(ticket: string): Promise<boolean>;
  confirmed(ticket: string, profile: TWeChatProfile): Promise<boolean>;
  refused(ticket: string): Promise<boolean>;
  /** The ticket's state, for the provider's own pages. */
  find(ticket: string): Promise<{ status: string; purpose: 'login' | 'link' } | null>;
};
