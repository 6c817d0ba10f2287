import { useId, useRef, useState } from 'react';
import { ChatPanel } from './chat-panel';
import { chatStyles } from './chat-styles';
import { ChatIcon } from './icons';

/** The floating assistant button at the bottom right and its chat panel (admins only: see the slot). */
export function AssistantChat() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      {open && <ChatPanel id={panelId} onClose={close} />}
      <button
        ref={button}
        type="button"
        className={chatStyles.button}
        aria-label={open ? 'Close the assistant' : 'Ask the assistant'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <ChatIcon />
      </button>
    </>
  );
}
