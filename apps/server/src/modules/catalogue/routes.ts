import { ZCountriesResponse, ZCurrenciesResponse } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TCatalogueService } from './service.ts';

export function catalogueRoutes(catalogue: TCatalogueService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/countries', { schema: { response: { 200: ZCountriesResponse } } }, async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=600');
      return { countries: (await catalogue.catalogue()).countries };
    });

    /**
     * Currencies a person may choose. CNY is left out of the visitors' chooser (spec §9), except for
     * registration, whose own rule (registrationCurrencies) limits a researcher in China to CNY.
     */
    app.get(
      '/api/payment/currencies',
      {
        schema: {
          querystring: z.object({ purpose: z.enum(['registration']).optional() }),
          response: { 200: ZCurrenciesResponse },
        },
      },
      async (request) => {
        const { currencies, currencyByIso } = await catalogue.catalogue();
        const isCnyHidden = !request.auth && request.query.purpose !== 'registration';
        return {
          currencies: currencies.filter(
            (c) => currencyByIso.get(c.isoCode)?.isSelectable && !(isCnyHidden && c.isoCode === 'CNY'),
          ),
        };
      },
    );
  };
}
