/** Text made safe to put inside HTML (the development pages build their HTML by hand). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
