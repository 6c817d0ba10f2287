import { css, cx } from 'styled-system/css';
import { Button, Spinner } from '@/shared/ui';
import { useSpokenAnswer } from '../lib/use-spoken-answer';
import type { ChatEntry } from '../model/chat';
import { SpeakerIcon, StopIcon } from './icons';

const styles = {
  item: css({ display: 'flex', gap: '1', alignItems: 'flex-start' }),
  user: css({ justifyContent: 'flex-end' }),
  bubble: css({ maxW: '[85%]', px: '3', py: '2', borderRadius: 'lg', textStyle: 'sm', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }),
  fromUser: css({ bg: 'accent.default', color: 'accent.contrast' }),
  fromAssistant: css({ bg: 'bg.subtle', color: 'fg.default' }),
  who: css({ srOnly: true }),
};

const SPEECH_LABELS = { stopped: 'Read this answer aloud', loading: 'Loading the spoken answer, select to stop', playing: 'Stop reading' } as const;

function SpeakButton({ text }: { text: string }) {
  const { state, toggle } = useSpokenAnswer(text);
  return (
    <Button variant="ghost" size="sm" aria-label={SPEECH_LABELS[state]} onClick={toggle}>
      {state === 'loading' ? <Spinner /> : state === 'playing' ? <StopIcon /> : <SpeakerIcon />}
    </Button>
  );
}

/** One message of the conversation; an answer has its speaker button. */
export function MessageItem({ message }: { message: ChatEntry }) {
  const mine = message.role === 'user';
  return (
    <li className={cx(styles.item, mine && styles.user)}>
      <p className={cx(styles.bubble, mine ? styles.fromUser : styles.fromAssistant)}>
        <span className={styles.who}>{mine ? 'You: ' : 'Assistant: '}</span>
        {message.content}
      </p>
      {!mine && <SpeakButton text={message.content} />}
    </li>
  );
}
