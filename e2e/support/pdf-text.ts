/** The journeys read quote PDFs the way the server's own tests do: one reader, kept with the renderer. */
export { extractPdfText } from '../../apps/server/test/fixtures/price-quote/pdf-text.ts';
