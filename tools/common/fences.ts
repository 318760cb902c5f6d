/** Which lines of a Markdown text belong to fenced code blocks (the fence lines included). */
export function fencedLines(lines: string[]): boolean[] {
  let open: string | undefined;
  return lines.map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (!marker) return open !== undefined;
    if (!open) open = marker;
    else if (marker[0] === open[0] && marker.length >= open.length) open = undefined;
    return true;
  });
}
