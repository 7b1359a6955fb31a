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
