import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, CloseIcon, Textarea } from '@/shared/ui';
import { $failed, $messages, $waiting, questionAsked } from '../model/chat';
import { chatStyles } from './chat-styles';
import { SendIcon } from './icons';
import { MessageItem } from './message-item';

/** Questions offered on an empty conversation (the embedded assistant answers each). */
export const SUGGESTED_QUESTIONS = ['How many releases are pending review?', 'How many new users this week?', 'Who are the top artists?', 'Is everything up?'];

export const FAILURE_TEXT = 'The answer could not be fetched.';

/** The chat panel: the conversation, suggested questions while it is empty, and the question box. */
export function ChatPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const [messages, waiting, failed, ask] = useUnit([$messages, $waiting, $failed, questionAsked]);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);
  // Braces: Chromium's scrollIntoView may answer a promise, which React would take for a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, waiting, failed]);

  const send = (text: string) => {
    if (waiting || !text.trim()) return;
    ask(text);
    setDraft('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section id={id} role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} className={chatStyles.panel} onKeyDown={onPanelKeyDown}>
      <header className={chatStyles.header}>
        <h2 id={`${id}-title`} className={chatStyles.title}>
          Assistant
        </h2>
        <Button variant="ghost" size="sm" aria-label="Close the assistant" onClick={onClose}>
          <CloseIcon />
        </Button>
      </header>
      <div className={chatStyles.body}>
        {messages.length === 0 ? (
          <>
            <p className={chatStyles.intro}>Ask about users, releases, artists, email campaigns or service health. Answers come from our own data.</p>
            <div className={chatStyles.chips} role="group" aria-label="Suggested questions">
              {SUGGESTED_QUESTIONS.map((question) => (
                <button key={question} type="button" className={chatStyles.chip} disabled={waiting} onClick={() => send(question)}>
                  {question}
                </button>
              ))}
            </div>
          </>
        ) : (
          <ol className={chatStyles.list} aria-label="Conversation">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
        <p className={chatStyles.status} role="status" aria-live="polite">
          {waiting ? 'Thinking\u2026' : failed ? FAILURE_TEXT : ''}
        </p>
        <div ref={end} />
      </div>
      <form className={chatStyles.form} onSubmit={onSubmit}>
        <label htmlFor={`${id}-question`} className={chatStyles.label}>
          Your question
        </label>
        <Textarea
          id={`${id}-question`}
          ref={input}
          className={chatStyles.input}
          rows={2}
          maxLength={8000}
          placeholder="Ask a question"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <Button type="submit" size="sm" aria-label="Send" disabled={waiting || !draft.trim()}>
          <SendIcon />
        </Button>
      </form>
    </section>
  );
}
