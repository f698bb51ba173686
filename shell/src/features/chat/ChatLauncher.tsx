import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { chatTexts } from './chat-texts';
import { CHAT_DOCK_CLASS, ChatToggleButton } from './ChatToggleButton';
import { launcherFocus } from './launcher-focus';

/**
 * The chat button before the chat's code is here: part of the page the server sends (the chrome),
 * so it is in place at first paint. Pressing it asks for the widget, which opens as it arrives; a
 * sign of interest first (the pointer over it, focus, a touch) fetches the widget's code, so it is
 * usually there by the press. Hidden when the browser runs no script, where it could do nothing.
 */
export function ChatLauncher({ onOpen, onInterest }: { onOpen?: () => void; onInterest?: () => void }) {
  const { pathname } = useLocation();
  const texts = chatTexts(pathname);
  const button = useRef<HTMLButtonElement>(null);
  // A layout-effect cleanup runs before React removes the button, so focus can still be read.
  useLayoutEffect(() => () => launcherFocus.leaving(button.current), []);
  return (
    <div
      className={`${CHAT_DOCK_CLASS} [@media(scripting:none)]:hidden`}
      data-chat-launcher=""
      data-chat-dock="closed"
      data-early-press="chat"
      onPointerEnter={onInterest}
      onFocus={onInterest}
      onTouchStart={onInterest}
    >
      <ChatToggleButton open={false} label={texts.openButton} buttonRef={button} onClick={() => onOpen?.()} />
    </div>
  );
}
