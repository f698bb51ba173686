// @ts-check
/**
 * Scores passwords with zxcvbn in a thread of its own (see password-strength.ts). Its dictionaries
 * (breached passwords, English words, names, keyboard patterns) take some 36 MB once built; they
 * live in this thread and go when it ends, so a server that set a few passwords an hour ago does not
 * carry them for the rest of its life. Plain JavaScript: the packages need no loader.
 */
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';

const zxcvbn = new ZxcvbnFactory({ translations: en.translations, graphs: common.adjacencyGraphs, dictionary: { ...common.dictionary, ...en.dictionary } });

/** @param {import('@zxcvbn-ts/core').ZxcvbnResult} result */
const isCommonPassword = (result) => {
  const only = result.sequence.length === 1 ? result.sequence[0] : undefined;
  return only !== undefined && only.pattern === 'dictionary' && 'dictionaryName' in only && only.dictionaryName === 'passwords';
};

parentPort?.on('message', (/** @type {{ id: number; password: string; inputs: string[] }} */ job) => {
  try {
    const result = zxcvbn.check(job.password, job.inputs);
    parentPort?.postMessage({ id: job.id, score: result.score, common: isCommonPassword(result), warning: result.feedback.warning ?? '', suggestion: result.feedback.suggestions[0] ?? null });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
