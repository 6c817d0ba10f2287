import type { FastifyInstance } from 'fastify';
import type { ChatModel } from '../types.js';
import { answerIntent, UNKNOWN_ANSWER } from './answers.js';
import { recognise } from './intents.js';

export { recognise, UNKNOWN_ANSWER };

/**
 * The sandbox assistant (no ASSISTANT_URL): recognises the common questions by keywords and
 * answers each from the database; anything else gets the list of questions it can answer.
 * Deterministic: the same question on the same data gives the same answer.
 */
export function createEmbeddedAssistant(app: FastifyInstance): ChatModel {
  return {
    async answer(messages) {
      const question = messages.findLast((message) => message.role === 'user')?.content ?? '';
      return answerIntent(app, recognise(question));
    },
  };
}
