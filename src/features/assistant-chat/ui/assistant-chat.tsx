import { useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { ChatPanel } from './chat-panel';
import { ChatIcon } from './icons';

const styles = {
  button: css({
    position: 'fixed',
    insetInlineEnd: { base: '4', md: '6' },
    bottom: { base: '4', md: '6' },
    zIndex: 'sticky',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '14',
    h: '14',
    borderRadius: 'full',
    bg: 'accent.default',
    color: 'accent.contrast',
    fontSize: '2xl',
    boxShadow: 'dropdown',
    cursor: 'pointer',
    transitionProperty: 'colors',
    transitionDuration: 'normal',
    _hover: { bg: 'accent.emphasized' },
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
  }),
};

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
        className={styles.button}
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
