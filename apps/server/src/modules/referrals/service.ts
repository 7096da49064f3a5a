import { DEFAULT_REFERRAL_AMOUNT, formatMoney, referralCreditAmount, referralShareUrl, toLocale } from '@portal/domain';
import type { TReferralRewardsLoadResponse, TReferralTotalCreditsResponse } from '@portal/domain/api/referrals';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { translate } from '../../platform/i18n.ts';
import { loadPdfFonts } from '../../platform/pdf-fonts.ts';
import { isLiveSession, requireAuth, requireSessionRead, selectWithSession } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import { renderReferralFlyerPdf } from './flyer-pdf.ts';
import { qrCodeSvg } from './qr-code.ts';
import {
  earnedCreditsJsonOf,
  invitationsSentOf,
  referredResearchersJsonOf,
  referredResearchersOf,
  totalEarnedCreditsOf,
} from './referral-reads.ts';

/**
 * The referral page's reads (researcher area §2 "/referral-rewards", §7): the share link and code, the
 * invitations sent, the researchers referred, the credits earned, the link's QR code and a printable flyer.
 * Everything is about the signed-in researcher; nothing names another's records.
 */
export function createReferralsService(deps: { db: Db; config: TConfig; catalogue: TCatalogueService; log: FastifyBaseLogger }) {
  const { db, config, catalogue } = deps;
  const siteUrl = config.publicUrl.replace(/\/+$/, '');
  // The page's two reads, each one statement with the session (SESSION_IN_READ, kept by the read cache).
  const loadRead = selectWithSession(db, {
    invitationsSent: invitationsSentOf(users.id),
    referred: referredResearchersJsonOf(users.id),
  })
    .where(isLiveSession)
    .prepare('referral_rewards_load');
  const totalCreditsRead = selectWithSession(db, { earned: earnedCreditsJsonOf(users.id) })
    .where(isLiveSession)
    .prepare('referral_total_credits');

  async function currencyOf(iso: string | null) {
    const currency = (await catalogue.findCurrency(iso ?? 'USD')) ?? (await catalogue.findCurrency('USD'));
    if (!currency) throw new Error('no USD currency: run the seed');
    const { isoCode, shortName, name, sign, exchangeRate, numDecimals } = currency;
    return { isoCode, shortName, name, sign, exchangeRate, numDecimals };
  }

  function shareUrlOf(user: { language: string; referralCode: string }) {
    return referralShareUrl(siteUrl, toLocale(user.language), user.referralCode);
  }

  return {
    async load(request: FastifyRequest): Promise<TReferralRewardsLoadResponse> {
      const row = await requireSessionRead(request, loadRead);
      const { user } = row;
      const currency = await currencyOf(user.currencyIso);
      return {
        referralCode: user.referralCode,
        shareUrl: shareUrlOf(user),
        referralAmount: referralCreditAmount(DEFAULT_REFERRAL_AMOUNT, currency),
        currency,
        numberOfReferralsSent: row.invitationsSent,
        referrals: referredResearchersOf(row.referred, currency),
        error: null,
      };
    },

    async totalCredits(request: FastifyRequest): Promise<TReferralTotalCreditsResponse> {
      const row = await requireSessionRead(request, totalCreditsRead);
      const currency = await currencyOf(row.user.currencyIso);
      return { totalEarnedCredits: totalEarnedCreditsOf(row.earned, currency), currency, error: null };
    },

    /** The share link's QR code as SVG, named in the user's language. */
    qrCode(request: FastifyRequest): string {
      const { user } = requireAuth(request);
      return qrCodeSvg(shareUrlOf(user), translate(toLocale(user.language), 'referral-qr-title'));
    },

    /** The printable flyer, in `language` (a segment or locale) or else the user's; its link opens that language. */
    async flyer(request: FastifyRequest, language: string | undefined): Promise<{ pdf: Buffer; fileName: string }> {
      const { user } = requireAuth(request);
      const locale = toLocale(language || user.language);
      const currency = await currencyOf(user.currencyIso);
      const pdf = await renderReferralFlyerPdf(
        {
          referrerName: [user.firstName, user.lastName].filter(Boolean).join(' '),
          referralCode: user.referralCode,
          // The link opens registration in the flyer's language.
          shareUrl: referralShareUrl(siteUrl, locale, user.referralCode),
          amount: formatMoney(referralCreditAmount(DEFAULT_REFERRAL_AMOUNT, currency), currency),
          companyName: config.provider.name,
        },
        { locale, fonts: loadPdfFonts(config.cjkFontDir, deps.log) },
      );
      return { pdf, fileName: `referral-flyer-${user.referralCode}.pdf` };
    },
  };
}

export type TReferralsService = ReturnType<typeof createReferralsService>;
