/** An SVG master's intrinsic size, from its root element's width and height in pixels. */
export function svgSize(svg: string, file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\bwidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(root)?.[1]);
  if (!width || !height) throw new Error(`${file}: its <svg> element needs a width and a height in pixels`);
  return { width, height };
}
