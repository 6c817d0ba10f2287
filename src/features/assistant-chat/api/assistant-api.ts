import { apiClient, unwrap, type components } from '@/shared/api';

export type ChatMessage = components['schemas']['ChatMessage'];

/** `POST /admin/chatwidget`: the conversation so far, answered with the assistant's reply. */
export async function askAssistant(messages: ChatMessage[]): Promise<string> {
  const { text } = await unwrap(apiClient.POST('/admin/chatwidget', { body: { messages } }));
  return text;
}

export interface SpokenAudio {
  blob: Blob;
  /** For howler, from the answer's content type: MP3 from a speech service, WAV from the offline synthesizer. */
  format: 'mp3' | 'wav';
}

/** The contract's cap on a spoken text; a longer answer is read up to it. */
const MAX_SPOKEN_LENGTH = 4096;

/** `POST /admin/chatwidget/audio` with the bearer token (through the API client), as a blob. */
export async function fetchSpokenAudio(text: string, signal?: AbortSignal): Promise<SpokenAudio> {
  const call = apiClient.POST('/admin/chatwidget/audio', { body: { text: text.slice(0, MAX_SPOKEN_LENGTH) }, parseAs: 'blob', signal });
  const blob = (await unwrap(call)) as unknown as Blob;
  const { response } = await call;
  const type = response.headers.get('Content-Type') ?? blob.type;
  return { blob, format: /mpeg|mp3/i.test(type) ? 'mp3' : 'wav' };
}
