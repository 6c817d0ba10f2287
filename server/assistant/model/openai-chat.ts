import type { FastifyInstance } from 'fastify';
import { ASSISTANT_TOOLS } from '../tools/index.js';
import { APP_NAME } from '../../version.js';
import { AdapterUnavailable, type ChatModel } from '../types.js';
import { createToolRunner } from './tool-runner.js';

export interface OpenAiChatOptions {
  /** ASSISTANT_URL: the API base (…/v1) or the full …/chat/completions address. */
  url: string;
  /** ASSISTANT_API_KEY, sent as a bearer token. */
  apiKey?: string | undefined;
  /** ASSISTANT_MODEL; default gpt-4o-mini. */
  model?: string | undefined;
  /** Per call to the endpoint; default 20 s. */
  timeoutMs?: number;
  /** Model → tools → model turns before it must answer; default 4. */
  maxRounds?: number;
}

export const DEFAULT_ASSISTANT_MODEL = 'gpt-4o-mini';

export const SYSTEM_PROMPT = [
  `You are the assistant of ${APP_NAME}, a music distribution product, talking to one of its administrators.`,
  'Answer only from the results of the tools you are given: call them for every figure, and never guess, estimate or invent a number, name or date.',
  'If the tools cannot answer the question, say so plainly and list what you can answer.',
  'Money figures are estimates at the system payout rates: say "estimated". Answer in one or two short plain sentences, without markdown.',
].join(' ');

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };
interface Completion {
  choices?: { message?: { content?: string | null; tool_calls?: ToolCall[] } }[];
}

export function chatCompletionsUrl(url: string): string {
  const base = url.replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

/** The model adapter: an OpenAI-compatible chat-completions endpoint that chooses our tools. */
export function createOpenAiAssistant(app: FastifyInstance, options: OpenAiChatOptions): ChatModel {
  const endpoint = chatCompletionsUrl(options.url);
  const tools = ASSISTANT_TOOLS.map((tool) => ({ type: 'function' as const, function: { name: tool.name, description: tool.description, parameters: tool.parameters } }));
  const runTool = createToolRunner(app, ASSISTANT_TOOLS);
  const maxRounds = options.maxRounds ?? 4;

  async function complete(messages: WireMessage[], lastRound: boolean): Promise<NonNullable<NonNullable<Completion['choices']>[number]['message']>> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify({
          model: options.model || DEFAULT_ASSISTANT_MODEL,
          messages,
          tools,
          // The last round must answer in words.
          tool_choice: lastRound ? 'none' : 'auto',
          temperature: 0,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      throw new AdapterUnavailable('The assistant endpoint could not be reached.', { cause: error });
    }
    if (!response.ok) throw new AdapterUnavailable(`The assistant endpoint answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const completion = (await response.json().catch(() => null)) as Completion | null;
    const message = completion?.choices?.[0]?.message;
    if (!message) throw new AdapterUnavailable('The assistant endpoint answered no message.');
    return message;
  }

  return {
    async answer(conversation) {
      const messages: WireMessage[] = [{ role: 'system', content: SYSTEM_PROMPT }, ...conversation.map(({ role, content }) => ({ role, content }))];
      for (let round = 0; round <= maxRounds; round++) {
        const message = await complete(messages, round === maxRounds);
        const calls = message.tool_calls ?? [];
        if (calls.length === 0 || round === maxRounds) {
          const text = message.content?.trim();
          if (!text) throw new AdapterUnavailable('The assistant endpoint answered an empty message.');
          return text;
        }
        messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
        for (const call of calls) {
          const result = await runTool(call.function.name, call.function.arguments);
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }
      throw new AdapterUnavailable('The assistant did not answer within its rounds.');
    },
  };
}
