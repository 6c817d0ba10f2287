import type { components } from '../generated/openapi.js';

export type ChatMessage = components['schemas']['ChatMessage'];

/** The assistant's adapter: answers the conversation's last question (DESIGN.md §4). */
export interface ChatModel {
  answer(messages: readonly ChatMessage[]): Promise<string>;
}

/** The speech adapter: the spoken text as audio bytes and their media type. */
export interface SpeechSynthesizer {
  speak(text: string): Promise<{ audio: Buffer; contentType: 'audio/mpeg' | 'audio/wav' }>;
}

/** An outside assistant or speech service failed or timed out; the handler answers 503 and logs the cause. */
export class AdapterUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AdapterUnavailable';
  }
}
