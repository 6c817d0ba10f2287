import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $failed, $messages, $waiting, askFx, logFailureFx, questionAsked, toRequestMessages } from './chat';

describe('the chat model', () => {
  it('sends the conversation with the new question and appends the answer', async () => {
    const ask = vi.fn(async () => 'There are 3 releases pending review.');
    const scope = fork({ handlers: [[askFx, ask]] });
    await allSettled(questionAsked, { scope, params: '  How many releases are pending review? ' });
    expect(ask).toHaveBeenCalledWith([{ role: 'user', content: 'How many releases are pending review?' }]);
    expect(scope.getState($messages)).toEqual([
      { id: 1, role: 'user', content: 'How many releases are pending review?' },
      { id: 2, role: 'assistant', content: 'There are 3 releases pending review.' },
    ]);
    await allSettled(questionAsked, { scope, params: 'And approved?' });
    expect(ask).toHaveBeenLastCalledWith([
      { role: 'user', content: 'How many releases are pending review?' },
      { role: 'assistant', content: 'There are 3 releases pending review.' },
      { role: 'user', content: 'And approved?' },
    ]);
  });

  it('ignores a blank question and one asked while waiting', async () => {
    let answer: (text: string) => void = () => undefined;
    const ask = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const scope = fork({ handlers: [[askFx, ask]] });
    await allSettled(questionAsked, { scope, params: '   ' });
    expect(ask).not.toHaveBeenCalled();
    const first = allSettled(questionAsked, { scope, params: 'One' });
    expect(scope.getState($waiting)).toBe(true);
    const second = allSettled(questionAsked, { scope, params: 'Two' });
    answer('Answer');
    await Promise.all([first, second]);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(scope.getState($messages).map((message) => message.content)).toEqual(['One', 'Answer']);
  });

  it('a failure is logged only and marks the conversation failed until the next question', async () => {
    const log = vi.fn();
    const scope = fork({ handlers: [[askFx, vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue('Fine')], [logFailureFx, log]] });
    await allSettled(questionAsked, { scope, params: 'Is everything up?' });
    expect(scope.getState($failed)).toBe(true);
    expect(log).toHaveBeenCalledWith(new Error('503'));
    expect(scope.getState($messages)).toHaveLength(1);
    await allSettled(questionAsked, { scope, params: 'Again?' });
    expect(scope.getState($failed)).toBe(false);
  });

  it('keeps the request within the contract: the last 50 messages, 8,000 characters each', () => {
    const entries = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, role: 'user' as const, content: 'x'.repeat(9000) }));
    const sent = toRequestMessages(entries);
    expect(sent).toHaveLength(50);
    expect(sent[0]!.content).toHaveLength(8000);
  });
});
