/** The grammar-check module's surface: what other modules and the app use of it; they import nothing else of it. */
export { createGrammarChecker, type TGrammarChecker } from './grammar-checker.ts';
export { grammarCheckJobHandlers } from './jobs/check-grammar.ts';
export { grammarCheckPersonalData } from './personal-data.ts';
export { grammarCheckRoutes } from './routes.ts';
export { createGrammarCheckService } from './service.ts';
