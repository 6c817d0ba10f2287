import type { Limit } from '../auth/throttle.js';

/** The assistant's refusals, as the contract quotes them. */
export const ASSISTANT_MESSAGES = {
  lastMessageNotUser: 'The last message must be the question from the user.',
  chatUnavailable: 'The assistant could not answer just now. Try again in a moment.',
  speechUnavailable: 'The answer could not be read aloud just now. Try again in a moment.',
  tooManyQuestions: 'Too many questions to the assistant. Try again in {wait}.',
  tooManySpeech: 'Too many answers read aloud. Try again in {wait}.',
} as const;

/** Per admin: each question may cost a paid model call, each reading a synthesis. */
export const ASSISTANT_LIMITS = {
  questions: { bucket: 'assistant-chat', max: 20, windowSeconds: 60 },
  speech: { bucket: 'assistant-speech', max: 20, windowSeconds: 60 },
} as const satisfies Record<string, Limit>;
