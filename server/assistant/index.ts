import type { FastifyInstance } from 'fastify';
import { createEmbeddedAssistant } from './embedded/index.js';
import { createOpenAiAssistant, type OpenAiChatOptions } from './model/openai-chat.js';
import { createFliteSynthesizer } from './speech/flite.js';
import { createOpenAiSpeech, type OpenAiSpeechOptions } from './speech/openai-speech.js';
import type { ChatModel, SpeechSynthesizer } from './types.js';

export { UNKNOWN_ANSWER } from './embedded/index.js';
export { ASSISTANT_MESSAGES, ASSISTANT_LIMITS } from './messages.js';
export { AdapterUnavailable, type ChatModel, type SpeechSynthesizer } from './types.js';

export interface AssistantOptions {
  /** ASSISTANT_URL (+ ASSISTANT_API_KEY, ASSISTANT_MODEL): the model adapter; without it the embedded default. */
  model?: OpenAiChatOptions;
  /** TTS_URL (+ TTS_API_KEY, TTS_MODEL, TTS_VOICE): the speech adapter; without it the offline synthesizer. */
  speech?: OpenAiSpeechOptions;
  /** Another chat adapter outright (tests). */
  chat?: (app: FastifyInstance) => ChatModel;
  /** Another speech adapter outright (tests). */
  synthesizer?: SpeechSynthesizer;
}

export interface Assistant {
  readonly chat: ChatModel;
  readonly speech: SpeechSynthesizer;
  /** Which adapters answer, for the start-up log. */
  readonly modes: { chat: 'model' | 'embedded'; speech: 'endpoint' | 'offline' };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin assistant's chat and speech adapters (server/assistant). */
    assistant: Assistant;
  }
}

/** Decorates `app.assistant` with the adapters the settings choose. */
export function attachAssistant(app: FastifyInstance, options: AssistantOptions = {}): void {
  const chat = options.chat ? options.chat(app) : options.model ? createOpenAiAssistant(app, options.model) : createEmbeddedAssistant(app);
  const speech = options.synthesizer ?? (options.speech ? createOpenAiSpeech(options.speech) : createFliteSynthesizer());
  app.decorate('assistant', {
    chat,
    speech,
    modes: { chat: options.model || options.chat ? 'model' : 'embedded', speech: options.speech || options.synthesizer ? 'endpoint' : 'offline' },
  } satisfies Assistant);
}
