/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else a selected
 * hidden text area and the copy command (older browsers, plain-http pages). Resolves whether the
 * text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the old way.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  // Inside an open dialog, so its focus trap does not pull the focus (and the selection) away.
  const active = document.activeElement;
  const host = (active instanceof Element && active.closest('[role="dialog"]')) || document.body;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', width: '1px', height: '1px', opacity: '0' });
  host.appendChild(area);
  area.focus({ preventScroll: true });
  area.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  if (active instanceof HTMLElement && active.isConnected) active.focus();
  return copied;
}
