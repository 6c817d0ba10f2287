import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { css } from 'styled-system/css';
import { Button, CloseIcon } from '@/shared/ui';
import { $failed, $messages, $waiting, questionAsked } from '../model/chat';
import { SendIcon } from './icons';
import { MessageItem } from './message-item';

/** Questions offered on an empty conversation (the embedded assistant answers each). */
export const SUGGESTED_QUESTIONS = ['How many releases are pending review?', 'How many new users this week?', 'Who are the top artists?', 'Is everything up?'];

export const FAILURE_TEXT = 'The answer could not be fetched.';

const styles = {
  panel: css({
    position: 'fixed',
    insetInlineEnd: { base: '4', md: '6' },
    bottom: { base: '20', md: '24' },
    zIndex: 'sticky',
    display: 'flex',
    flexDirection: 'column',
    // Spec 2 §9: 350×450; narrower screens keep it inside the viewport.
    w: '[min(350px, calc(100vw - 2rem))]',
    h: '[min(450px, calc(100dvh - 7rem))]',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'card',
    boxShadow: 'dropdown',
    overflow: 'hidden',
  }),
  header: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', px: '4', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' }),
  title: css({ textStyle: 'md', fontWeight: 'semibold' }),
  body: css({ flex: '1', overflowY: 'auto', px: '4', py: '3', display: 'flex', flexDirection: 'column', gap: '3' }),
  intro: css({ textStyle: 'sm', color: 'fg.muted' }),
  chips: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  chip: css({
    textStyle: 'sm',
    textAlign: 'start',
    px: '3',
    py: '1.5',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    bg: '[transparent]',
    color: 'fg.default',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
  }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', m: '0', p: '0' }),
  status: css({ textStyle: 'sm', color: 'fg.muted' }),
  form: css({ display: 'flex', alignItems: 'flex-end', gap: '2', px: '3', py: '3', borderTopWidth: '1px', borderColor: 'border.default' }),
  label: css({ srOnly: true }),
  input: css({
    flex: '1',
    minW: '0',
    resize: 'none',
    maxH: '24',
    px: '3',
    py: '2',
    textStyle: 'sm',
    bg: 'bg.canvas',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'control',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '0' },
  }),
};

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
    <section id={id} role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} className={styles.panel} onKeyDown={onPanelKeyDown}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          Assistant
        </h2>
        <Button variant="ghost" size="sm" aria-label="Close the assistant" onClick={onClose}>
          <CloseIcon />
        </Button>
      </header>
      <div className={styles.body}>
        {messages.length === 0 ? (
          <>
            <p className={styles.intro}>Ask about users, releases, artists, email campaigns or service health. Answers come from our own data.</p>
            <div className={styles.chips} role="group" aria-label="Suggested questions">
              {SUGGESTED_QUESTIONS.map((question) => (
                <button key={question} type="button" className={styles.chip} disabled={waiting} onClick={() => send(question)}>
                  {question}
                </button>
              ))}
            </div>
          </>
        ) : (
          <ol className={styles.list} aria-label="Conversation">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
        <p className={styles.status} role="status" aria-live="polite">
          {waiting ? 'Thinking\u2026' : failed ? FAILURE_TEXT : ''}
        </p>
        <div ref={end} />
      </div>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={`${id}-question`} className={styles.label}>
          Your question
        </label>
        <textarea
          id={`${id}-question`}
          ref={input}
          className={styles.input}
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
