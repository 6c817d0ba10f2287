import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, AdapterUnavailable } from '../assistant/index.js';
import { type Limit, recordEvent, secondsUntilAllowed, tooManyRequests } from '../auth/throttle.js';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import type { Handlers } from './types.js';

async function throttle(app: FastifyInstance, limit: Limit, userId: string, message: string): Promise<void> {
  const wait = await secondsUntilAllowed(app.db, limit, userId);
  if (wait > 0) throw tooManyRequests(wait, message);
  await recordEvent(app.db, limit, userId);
}

/** An outside service failing is a 503 with the contract's message; the cause goes to the log only. */
async function orUnavailable<T>(app: FastifyInstance, work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AdapterUnavailable)) throw error;
    app.log.warn({ err: error }, 'assistant adapter failed');
    throw new HttpError(503, message);
  }
}

export const assistantHandlers = {
  async adminChat(request) {
    const { messages } = request.body;
    if (messages.at(-1)!.role !== 'user') throw new HttpError(400, ASSISTANT_MESSAGES.lastMessageNotUser);
    await throttle(this, ASSISTANT_LIMITS.questions, request.caller!.userId, ASSISTANT_MESSAGES.tooManyQuestions);
    const text = await orUnavailable(this, () => this.assistant.chat.answer(messages), ASSISTANT_MESSAGES.chatUnavailable);
    return { text };
  },
  async adminChatSpeech(request, reply) {
    await throttle(this, ASSISTANT_LIMITS.speech, request.caller!.userId, ASSISTANT_MESSAGES.tooManySpeech);
    const { audio, contentType } = await orUnavailable(this, () => this.assistant.speech.speak(request.body.text), ASSISTANT_MESSAGES.speechUnavailable);
    return reply.code(200).type(contentType).header('cache-control', 'no-store').send(audio);
  },
} satisfies Handlers;
