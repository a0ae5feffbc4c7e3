import type { Highlight } from '@shp/contracts';

/**
 * Cuts a text into pieces and flags the pieces that are query words, so the page can mark
 * them without HTML. Longest words win; matching ignores letter case.
 */
export function highlight(text: string, words: string[]): Highlight {
  const list = [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!text) return [];
  if (!list.length) return [{ text, hit: false }];
  const lower = text.toLowerCase();
  const out: Highlight = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const w = list.find((word) => lower.startsWith(word, i));
    if (w) {
      if (plain) out.push({ text: plain, hit: false });
      plain = '';
      out.push({ text: text.slice(i, i + w.length), hit: true });
      i += w.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) out.push({ text: plain, hit: false });
  return out;
}

/** A window of the text around its first match, for summaries. */
export function excerpt(text: string, words: string[], size = 80): string {
  const lower = text.toLowerCase();
  const at =
    words
      .map((w) => lower.indexOf(w.toLowerCase()))
      .filter((n) => n >= 0)
      .sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - 20);
  return (start > 0 ? '…' : '') + text.slice(start, start + size) + (start + size < text.length ? '…' : '');
}
