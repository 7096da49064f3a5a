import {
  LOCALE_TO_CATALOGUE,
  LOCALE_TO_SEGMENT,
  MESSAGE,
  type TLocale,
  toLocale,
  ZCertificateResponse,
  ZCertificateSaveRequest,
  ZCertificateSaveResponse,
  ZCertificateVerificationResponse,
  ZDeliverablesResponse,
  ZVerificationCode,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config.ts';
import type { TStorage } from '../../integrations/storage/storage.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { keptReadRoute } from '../../platform/kept-read.ts';
import { loadPdfFonts } from '../../platform/pdf-fonts.ts';
import { documentLocale, requestLocale } from '../../platform/request-language.ts';
import { requireSessionRead, SESSION_IN_READ } from '../../platform/sessions.ts';
import { takeThrottleSlots } from '../../platform/throttle.ts';
import { placedServiceName, type TCatalogueService } from '../catalogue/index.ts';
import { deliverableKeyOf, deliverablesAnswer, sendDeliverable } from '../orders/index.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { certificateOf, prepareCertificateFileRead, prepareCertificateRead, readOwnCertificate } from './certificate-reads.ts';
import { CERTIFICATE_DELIVERABLES_READ, CERTIFICATE_READ } from './kept-reads.ts';
import { saveCertificateDetails, verifyCertificate } from './service.ts';

const ZCode = z.string().min(1).max(64);
const ZCodeParams = z.object({ code: ZCode });
/** The page names its language (`?language=jp`); a document link may name a locale as invoices do (`?localization=ja_JP`). */
const ZLanguageQuery = z.object({ language: z.string().max(20).optional(), localization: z.string().max(20).optional() });

/** Public verification: per client address, this many look-ups a minute (docs/decisions.md). */
export const VERIFY_LIMIT = { limit: 30, windowMs: 60_000 } as const;

/** What the certificate calls are given by app.ts. */
type TCertificatesDeps = { db: Db; config: TConfig; catalogue: TCatalogueService; log: FastifyBaseLogger; storage: TStorage };

/** The certificate calls of researcher-area §7, and the public verification (docs/decisions.md). */
export function certificatesRoutes(deps: TCertificatesDeps): FastifyPluginAsyncZod {
  const { db, config, storage, log, catalogue } = deps;
  /** The services of a certificate under the catalogue's names in `locale` (the stored name for a withdrawn one). */
  const serviceNamesIn = async (locale: TLocale) => {
    const names = await catalogue.orderForm();
    return (service: { identity?: string | null; name: string }) =>
      placedServiceName(names, service, LOCALE_TO_CATALOGUE[locale]);
  };
  const read = prepareCertificateRead(db);
  const fileRead = prepareCertificateFileRead(db);
  const companyName = config.provider.name;
  const siteUrl = config.publicUrl.replace(/\/+$/, '');

  return async (app) => {
    app.get(
      '/api/certificate/:code',
      { schema: { params: ZCodeParams, response: { 200: ZCertificateResponse } }, config: keptReadRoute(CERTIFICATE_READ) },
      async (request) => ({
        certificate: certificateOf(
          await readOwnCertificate(read, request, request.params.code),
          await serviceNamesIn(requestLocale(request)),
        ),
      }),
    );

    app.put(
      '/api/certificate/save/:code',
      { schema: { params: ZCodeParams, body: ZCertificateSaveRequest, response: { 200: ZCertificateSaveResponse } } },
      async (request) => ({
        certificateDetails: await saveCertificateDetails(
          db,
          request,
          request.params.code,
          request.body,
          await serviceNamesIn(requestLocale(request)),
        ),
      }),
    );

    app.get(
      '/api/certificate/:code/deliverables',
      {
        schema: { params: ZCodeParams, response: { 200: ZDeliverablesResponse } },
        config: keptReadRoute(CERTIFICATE_DELIVERABLES_READ),
      },
      async (request) => {
        const found = await readOwnCertificate(read, request, request.params.code);
        return deliverablesAnswer(companyName, { ...found, externalId: found.order.externalId });
      },
    );

    app.get(
      '/api/certificate/:code/deliverables/:key',
      { schema: { params: ZCodeParams.extend({ key: z.string().min(1).max(100) }) }, config: SESSION_IN_READ },
      async (request, reply) => {
        const params = { code: request.params.code, key: deliverableKeyOf(request.params.key) };
        const row = await requireSessionRead(request, fileRead, params);
        if (row.certificateId === null) throw AppError.notFound();
        return sendDeliverable({ storage, log }, request, reply, row);
      },
    );

    app.get(
      '/api/certificate/:code/pdf',
      { schema: { params: ZCodeParams, querystring: ZLanguageQuery }, config: SESSION_IN_READ },
      async (request, reply) => {
        const found = await readOwnCertificate(read, request, request.params.code);
        const asked = request.query.localization ?? request.query.language;
        // The researcher's language, unless the link names one (the page's, or a locale like the invoices').
        const locale = asked ? documentLocale(request, asked) : toLocale(found.user.language ?? requestLocale(request));
        const certificate = certificateOf(found, await serviceNamesIn(locale));
        const pdf = await renderCertificatePdf(
          {
            ...certificate,
            issuedOn: new Date(certificate.issuedOn),
            verificationUrl: `${siteUrl}/${LOCALE_TO_SEGMENT[locale]}/certificate/verify/${encodeURIComponent(certificate.code)}`,
            provider: { name: companyName },
          },
          { locale, fonts: loadPdfFonts(config.cjkFontDir, log) },
        );
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', contentDisposition('attachment', `certificate-${certificate.code}.pdf`))
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );

    app.get(
      '/api/certificate/verify/:code',
      { schema: { params: ZCodeParams, response: { 200: ZCertificateVerificationResponse } } },
      async (request) => {
        const slots = await takeThrottleSlots(db, [{ key: `certificate-verify:${request.ip}`, ...VERIFY_LIMIT }]);
        if (!slots) throw new AppError(429, MESSAGE.tooManyRequests);
        const code = ZVerificationCode.safeParse(request.params.code);
        if (!code.success) throw new AppError(404, MESSAGE.certificateVerificationError);
        const serviceName = await serviceNamesIn(requestLocale(request));
        return { verification: await verifyCertificate(db, request.params.code.trim(), companyName, serviceName) };
      },
    );
  };
}
