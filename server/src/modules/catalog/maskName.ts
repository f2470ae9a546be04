/**
 * A person's name as the catalogue shows it: the first characters, *** and the last one
 * ('Алексей' -> 'Ал***й' with two kept, 'maria' -> 'm***a' with one). Short names keep only
 * their first character.
 */
export function maskName(name: string, keepStart: 1 | 2 = 1): string {
  const characters = Array.from(name.trim());
  const first = characters[0];
  if (first === undefined) return '***';
  if (characters.length <= keepStart + 1) return `${first}***`;
  return `${characters.slice(0, keepStart).join('')}***${characters[characters.length - 1]}`;
}
