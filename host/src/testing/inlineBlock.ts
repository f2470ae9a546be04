/** Puts a JSON data block in the page's head as the server writes them (server/src/static/shellPage.ts). */
export function putInlineBlock(id: string, text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.head.appendChild(element);
}
