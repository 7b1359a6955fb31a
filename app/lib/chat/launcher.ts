// What the always-loaded chat button needs, kept apart so that the rest of the chat code
// (texts, conversation, panel) stays out of a page's initial JavaScript.

/** Unread counter shows '9+' above this. */
export const CHAT_UNREAD_CAP = 9;

/** Id of the panel, named by the button's aria-controls. */
export const CHAT_PANEL_ID = 'chat-panel';

/** The unread badge: '1' to '9', then '9+'; nothing at 0. */
export function unreadLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > CHAT_UNREAD_CAP ? `${CHAT_UNREAD_CAP}+` : String(Math.floor(count));
}

/** A box on screen, in CSS pixels (a DOMRect's sides). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Space kept between the floating button and a control it steps aside for. */
export const LAUNCHER_GAP = 8;

/** What the floating button must never cover: whatever the shopper clicks, types in or scrolls. */
export const LAUNCHER_OBSTACLES =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [tabindex="0"]';

/**
 * How far (px) the floating chat button rises above its place so that no control lies
 * under it: 0 when nothing is there, else just above the controls in its way (and above
 * the ones it then meets), or null when no place within `maxRise` is free.
 */
export function launcherRise(button: Box, controls: readonly Box[], maxRise: number, gap: number = LAUNCHER_GAP): number | null {
  const inColumn = controls.filter(
    // Boxes under 2 px are hidden or visually hidden (screen-reader text), not something to click.
    (control) => control.right - control.left >= 2 && control.bottom - control.top >= 2 && control.right > button.left - gap && control.left < button.right + gap,
  );
  let rise = 0;
  for (;;) {
    const top = button.top - rise - gap;
    const bottom = button.bottom - rise + gap;
    const inWay = inColumn.filter((control) => control.bottom > top && control.top < bottom);
    if (inWay.length === 0) return rise;
    rise = Math.max(...inWay.map((control) => button.bottom - control.top + gap));
    if (rise > maxRise) return null;
  }
}
