import { ParseProcessError, ParseTaskError } from '../../platform/parse-pool/parse-pool.ts';
import { parsePool } from '../../platform/parse-pool/shared-pools.ts';
import { type TTranslatedDocument, type TTranslateSegments, UntranslatableDocumentError } from './translate-document.ts';

const TRANSLATION_TASKS = new URL('./translation-tasks.ts', import.meta.url);

/** A document that ended its parse process, or that its reader refused, cannot be translated: the job fails. */
function untranslatable(error: unknown): never {
  if (error instanceof ParseProcessError || error instanceof ParseTaskError) throw new UntranslatableDocumentError(error.message);
  throw error;
}

/**
 * translateDocument with the uploaded bytes read and written in the documents parse pool (translation-tasks.ts):
 * the segments come out of one task, go to the engine from here, and their translations go into the second.
 */
export async function translateUploadedDocument(
  fileName: string,
  content: Buffer,
  translate: TTranslateSegments,
): Promise<TTranslatedDocument> {
  const pool = parsePool('documents');
  const segments = await pool.run<string[]>(TRANSLATION_TASKS, 'segments', [fileName, content]).catch(untranslatable);
  const translated = segments.length > 0 ? await translate(segments) : [];
  const result = await pool
    .run<TTranslatedDocument>(TRANSLATION_TASKS, 'assemble', [fileName, content, translated])
    .catch(untranslatable);
  return { ...result, content: Buffer.from(result.content) };
}
