import { AdapterUnavailable, type SpeechSynthesizer } from '../types.js';

export interface OpenAiSpeechOptions {
  /** TTS_URL: the API base (…/v1) or the full …/audio/speech address. */
  url: string;
  /** TTS_API_KEY, sent as a bearer token. */
  apiKey?: string | undefined;
  /** TTS_MODEL; default tts-1. */
  model?: string | undefined;
  /** TTS_VOICE; default alloy. */
  voice?: string | undefined;
  timeoutMs?: number;
}

export function audioSpeechUrl(url: string): string {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/audio/speech') ? base : `${base}/audio/speech`;
}

/** The speech adapter for an OpenAI-compatible /audio/speech endpoint; asks for MP3. */
export function createOpenAiSpeech(options: OpenAiSpeechOptions): SpeechSynthesizer {
  const endpoint = audioSpeechUrl(options.url);
  return {
    async speak(text) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
          body: JSON.stringify({ model: options.model || 'tts-1', voice: options.voice || 'alloy', input: text, response_format: 'mp3' }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        throw new AdapterUnavailable('The speech endpoint could not be reached.', { cause: error });
      }
      if (!response.ok) throw new AdapterUnavailable(`The speech endpoint answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0) throw new AdapterUnavailable('The speech endpoint answered no audio.');
      return { audio, contentType: 'audio/mpeg' };
    },
  };
}
