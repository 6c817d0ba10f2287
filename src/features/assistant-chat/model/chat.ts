import { createEffect, createEvent, createStore, sample } from 'effector';
import { askAssistant, type ChatMessage } from '../api/assistant-api';

export interface ChatEntry extends ChatMessage {
  id: number;
}

/** The contract's limits: at most 50 messages of at most 8,000 characters go to the server. */
const MAX_MESSAGES = 50;
const MAX_LENGTH = 8000;

export const toRequestMessages = (entries: readonly ChatEntry[]): ChatMessage[] =>
  entries.slice(-MAX_MESSAGES).map(({ role, content }) => ({ role, content: content.slice(0, MAX_LENGTH) }));

/** The admin sent a question (from the text box or a suggested question). */
export const questionAsked = createEvent<string>();

export const askFx = createEffect(askAssistant);

/** Spec 2 §8: a chat failure is logged only; the panel says that the answer could not be fetched. */
export const logFailureFx = createEffect((error: unknown) => {
  console.error('The assistant could not answer', error);
});

/** The conversation, kept in memory for the tab (across the dashboard and admin layouts). */
export const $messages = createStore<ChatEntry[]>([]);
export const $waiting = askFx.pending;
export const $failed = createStore(false);

const questionAccepted = sample({
  clock: questionAsked,
  source: $waiting,
  filter: (waiting, text) => !waiting && text.trim() !== '',
  fn: (_, text) => text.trim(),
});

$messages.on(questionAccepted, (list, content) => [...list, { id: list.length + 1, role: 'user', content }]);
$messages.on(askFx.doneData, (list, content) => [...list, { id: list.length + 1, role: 'assistant', content }]);
$failed.on(askFx.fail, () => true).reset(questionAccepted);

sample({ clock: questionAccepted, source: $messages, fn: toRequestMessages, target: askFx });
sample({ clock: askFx.failData, target: logFailureFx });
