import { useEffect } from 'react';

/** Room between the last toast and a dialog moved below it. */
const GAP_PX = 8;

/**
 * While toasts show over an open dialog's column, sets `--app-toast-clearance` (the toasts' bottom
 * edge) on the root element, and notifications.css moves the dialog down below them and shortens it,
 * so a toast never hides a dialog's fields or buttons (a dialog's own error, a save confirmed in
 * it). A dialog beside the toasts (wide screens, a narrow dialog) does not move. The page is only
 * watched while a toast is shown.
 */
export function useToastClearance(position: string): void {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    let stack: HTMLElement | null = null;
    let watching = false;

    const clear = () => {
      root.style.removeProperty('--app-toast-clearance');
      delete root.dataset.toastClearsDialog;
    };
    const update = () => {
      frame = 0;
      stack ??= document.querySelector<HTMLElement>(`.mantine-Notifications-root[data-position="${position}"]`);
      if (!stack) {
        frame = requestAnimationFrame(update);
        return;
      }
      sizes.observe(stack);
      const toasts = stack.getBoundingClientRect();
      const showing = toasts.height > 0;
      if (showing !== watching) {
        watching = showing;
        if (showing) dialogs.observe(document.body, { childList: true, subtree: true });
        else dialogs.disconnect();
      }
      const covered =
        showing &&
        [...document.querySelectorAll<HTMLElement>('.mantine-Modal-content')].some((dialog) => {
          const box = dialog.getBoundingClientRect();
          return box.width > 0 && box.left < toasts.right && box.right > toasts.left;
        });
      if (!covered) return clear();
      root.style.setProperty('--app-toast-clearance', `${Math.ceil(toasts.bottom + GAP_PX)}px`);
      root.dataset.toastClearsDialog = '';
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    const sizes = new ResizeObserver(schedule);
    const dialogs = new MutationObserver(schedule);
    schedule();
    addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      sizes.disconnect();
      dialogs.disconnect();
      removeEventListener('resize', schedule);
      clear();
    };
  }, [position]);
}
