import {
  LOCALE_TO_SEGMENT,
  type TLocale,
  toLocale,
  ZLoadResponse,
  ZUpdateLanguageQuery,
  ZUpdateLanguageResponse,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config.ts';
import { keptBodyOf, sendKeptJson, type TKeptBody } from '../../platform/compression.ts';
import type { Db } from '../../platform/db.ts';
import { requestLocale, setLanguageCookie } from '../../platform/request-language.ts';
import { requireAuth, takeFlash } from '../../platform/sessions.ts';
import { users } from '../../schema/account.ts';
import type { TCatalogueService } from '../catalogue/index.ts';
import type { TApplicationService } from './service.ts';

export function researcherRoutes(
  db: Db,
  config: TConfig,
  application: TApplicationService,
  catalogue: TCatalogueService,
): FastifyPluginAsyncZod {
  /**
   * The shell's answer without a flash message is the same for everyone reading in a language until the
   * catalogue is reloaded (application() reads nothing else but the configuration): kept per catalogue
   * snapshot and language, serialized and compressed once.
   */
  const keptBySnapshot = new WeakMap<object, Map<TLocale, TKeptBody>>();
  return async (app) => {
    app.get('/api/researcher/load', { schema: { response: { 200: ZLoadResponse } } }, async (request, reply) => {
      const flash = await takeFlash(db, request.auth);
      const locale = requestLocale(request);
      if (Object.keys(flash).length > 0) return { application: await application.application(locale), ...flash };
      const snapshot = await catalogue.catalogue();
      let kept = keptBySnapshot.get(snapshot);
      if (!kept) {
        kept = new Map();
        keptBySnapshot.set(snapshot, kept);
      }
      let answer = kept.get(locale);
      if (!answer) {
        answer = keptBodyOf(String(reply.serialize({ application: await application.application(locale) })));
        kept.set(locale, answer);
      }
      // A Buffer goes out as it is: the answer was serialized (and checked against the schema) when kept.
      return reply.send(sendKeptJson(request, reply, answer) as never);
    });

    app.get(
      '/api/researcher/update-language',
      { schema: { querystring: ZUpdateLanguageQuery, response: { 200: ZUpdateLanguageResponse } } },
      async (request, reply) => {
        const locale = toLocale(request.query.language);
        setLanguageCookie(reply, config, locale);
        if (request.auth) await db.update(users).set({ language: locale }).where(eq(users.id, request.auth.user.id));
        return { siteLanguage: LOCALE_TO_SEGMENT[locale] };
      },
    );

    /** Sends a user whose account belongs to another localization to that localization's site, query kept. */
    app.get('/api/account/redirect', async (request, reply) => {
      const auth = requireAuth(request);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const segment = LOCALE_TO_SEGMENT[toLocale(auth.user.language)];
      const localization = await catalogue.findLocalization(auth.user.localization);
      const siteUrl = localization?.siteUrl?.replace(/\/$/, '');
      const isElsewhere = Boolean(siteUrl) && auth.user.localization !== config.siteLocalization;
      const target = isElsewhere ? `${siteUrl}/${segment}/researcher${search}` : `/${segment}/researcher${search}`;
      return reply.redirect(target, 302);
    });
  };
}
