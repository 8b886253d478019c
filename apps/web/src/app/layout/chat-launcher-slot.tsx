import { createContext, use } from 'react';
import classes from './app-layout.module.css';

/** Registers the phone header's place for the chat button with the chat host. */
export const ChatLauncherSlotContext = createContext<(slot: HTMLElement | null) => void>(() => {});

/**
 * Where the chat button goes on phones: the widget's code arrives after the header, so the slot keeps
 * the button's room from the start and nothing beside it moves when the button appears.
 */
export function ChatLauncherSlot() {
  const register = use(ChatLauncherSlotContext);
  return <span ref={register} className={classes.chatSlot} />;
}
