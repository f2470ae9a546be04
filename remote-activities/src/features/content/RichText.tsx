import type { ReactNode } from 'react';

/**
 * The markdown-lite of stored pages (docs/content.md) made into React elements: blank lines part
 * paragraphs, lines starting "- " make a list, **double stars** make bold. Everything else is
 * text, which React escapes: no HTML or script from the database ever reaches the page.
 */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/).map((part, index) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? <strong key={index}>{part.slice(2, -2)}</strong> : part,
  );
}

export function RichText({ text, className }: { text: string; className?: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        const lines = block.split('\n').map((line) => line.trim());
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <li key={item}>{inline(line.slice(2))}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{inline(lines.join(' '))}</p>;
      })}
    </div>
  );
}
