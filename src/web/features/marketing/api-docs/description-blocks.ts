/**
 * Route descriptions are short Markdown: paragraphs, "- " lists and `code`. This turns one into
 * blocks for React to render as elements (never as HTML), and lifts out the "Error codes:"
 * list the routes write, so the page can show it as a table.
 */
export type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export interface ErrorCode {
  code: string;
  meaning: string;
}

const ERROR_HEADING = /^error codes:?$/i;
const ERROR_ITEM = /^- `([A-Z0-9_]+)`:\s*(.*)$/;

export function parseDescription(markdown: string | undefined): { blocks: Block[]; errorCodes: ErrorCode[] } {
  const blocks: Block[] = [];
  const errorCodes: ErrorCode[] = [];
  let inErrors = false;
  for (const chunk of (markdown ?? '').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (ERROR_HEADING.test(lines[0]!)) {
      inErrors = true;
      lines.shift();
    }
    if (inErrors && lines.every((line) => ERROR_ITEM.test(line))) {
      for (const line of lines) {
        const [, code, meaning] = ERROR_ITEM.exec(line)!;
        errorCodes.push({ code: code!, meaning: meaning! });
      }
      continue;
    }
    inErrors = false;
    if (lines.every((line) => line.startsWith('- '))) blocks.push({ kind: 'list', items: lines.map((line) => line.slice(2)) });
    else blocks.push({ kind: 'paragraph', text: lines.join(' ') });
  }
  return { blocks, errorCodes };
}

/** Splits text on backticks: odd pieces are code. */
export function inlineCode(text: string): { text: string; code: boolean }[] {
  return text
    .split('`')
    .map((piece, index) => ({ text: piece, code: index % 2 === 1 }))
    .filter((piece) => piece.text !== '');
}
