export type TMail = { id: number; to: string; subject: string; text: string; html: string; createdAt: string };

/**
 * The newest e-mail to `to` in the development mailbox (GET /dev/mailbox.json, newest first), polled
 * because mail is written by the request and read here a moment later. `newerThan` skips mail that
 * was already there (an id from a previous read).
 */
export async function readMailbox(
  baseUrl: string,
  to: string,
  options: { timeoutMs?: number; newerThan?: number; subject?: RegExp } = {},
): Promise<TMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 8_000);
  let seen = 0;
  while (true) {
    const response = await fetch(`${baseUrl}/dev/mailbox.json`);
    if (!response.ok) throw new Error(`GET /dev/mailbox.json answered ${response.status}`);
    const { emails } = (await response.json()) as { emails: TMail[] };
    seen = emails.length;
    const mail = emails.find(
      (e) =>
        e.to.toLowerCase() === to.toLowerCase() &&
        (options.newerThan === undefined || e.id > options.newerThan) &&
        (options.subject === undefined || options.subject.test(e.subject)),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} in the development mailbox (${seen} e-mails there)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in an e-mail that points at the portal itself. */
export function findLink(mail: TMail, baseUrl: string): string {
  const links = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&'));
  const link = links.find((l) => l.startsWith(baseUrl));
  if (!link) throw new Error(`No link to ${baseUrl} in the e-mail "${mail.subject}": ${links.join(', ') || 'no links'}`);
  return link;
}
