import { localize, type TCatalogueLanguage } from './localized-text.ts';
import type { TOrderFormCatalogue } from './order-form-catalogue.ts';

type TServiceNames = Pick<TOrderFormCatalogue, 'services' | 'serviceByIdentity'>;

/** Every name a service was ever shown under in one of the five languages, per catalogue read. */
const byAnyName = new WeakMap<TServiceNames, Map<string, TOrderFormCatalogue['services'][number]>>();

function serviceNamed(catalogue: TServiceNames, name: string) {
  let names = byAnyName.get(catalogue);
  if (!names) {
    names = new Map();
    for (const service of catalogue.services) {
      for (const text of Object.values(service.name)) if (text && !names.has(text)) names.set(text, service);
    }
    byAnyName.set(catalogue, names);
  }
  return names.get(name);
}

/**
 * The name of a service on a placed order, invoice line or quote, in the reader's language. Orders keep the
 * name they were placed under (in the language of that day); what is shown is the catalogue's name of the
 * same service (by identity, else by any of its stored names), and the stored name only for a service the
 * catalogue no longer has (docs/decisions.md, "Catalogue content is content").
 */
export function placedServiceName(
  catalogue: TServiceNames,
  placed: { identity?: string | null; name: string },
  language: TCatalogueLanguage,
): string {
  const service =
    (placed.identity ? catalogue.serviceByIdentity.get(placed.identity) : undefined) ?? serviceNamed(catalogue, placed.name);
  return service ? localize(service.name, language) : placed.name;
}
