/** True while the reader is typing somewhere: shortcuts must not steal their keystrokes. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(target.type);
  }
  return target.closest('[role="textbox"], [contenteditable=""], [contenteditable="true"], .cm-editor, .monaco-editor') !== null;
}

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
  isComposing?: boolean;
}

/** Ctrl+K / ⌘K and "/" open the search from anywhere except while typing in a field. */
export function isOpenSearchShortcut(event: ShortcutKey): boolean {
  if (event.isComposing || isTypingTarget(event.target)) return false;
  const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
  return commandK || slash;
}

/** The shortcut hint for this platform, e.g. "⌘ K" on Apple devices and "Ctrl K" elsewhere. */
export function shortcutHint(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘ K' : 'Ctrl K';
}
