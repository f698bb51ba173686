import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentIndexSchema, type ContentIndex } from '@swat/shared-contracts';
import { knowledgeFromContent, type Knowledge, type KnowledgeSource } from './knowledge';

const contentModule = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../marketing-remote/src/content/content-index.ts');

/**
 * The content index the marketing build would publish, made from the marketing remote's copy as it
 * is now, so tests and the benchmark ask questions of the real pages without building the remote.
 * Imported by URL so the bff's type check does not pull the remote's sources in.
 */
export async function currentContentIndex(): Promise<ContentIndex> {
  const mod: unknown = await import(pathToFileURL(contentModule).href);
  const routes = (mod as { contentIndexRoutes?: () => unknown }).contentIndexRoutes?.();
  return contentIndexSchema.parse({ remote: 'marketing', builtAt: new Date().toISOString(), routes });
}

export async function currentKnowledge(): Promise<Knowledge> {
  return knowledgeFromContent(await currentContentIndex());
}

export const fixedKnowledge = (knowledge: Knowledge): KnowledgeSource => ({ get: async () => knowledge });
