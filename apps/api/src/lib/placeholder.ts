/** Deterministic SVG illustrations for demo content: no external images, no user HTML. */
export const PLACEHOLDER_KINDS = ['mall', 'shop', 'point', 'space', 'brand', 'news', 'banner', 'avatar', 'case', 'video'] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

const PALETTES = [
  ['#1d4e89', '#00b2ca', '#f79256'],
  ['#5c2a9d', '#b5179e', '#f72585'],
  ['#2b9348', '#80b918', '#f9c74f'],
  ['#9d0208', '#dc2f02', '#ffba08'],
  ['#023e8a', '#0077b6', '#90e0ef'],
  ['#3a0ca3', '#4361ee', '#4cc9f0'],
  ['#6a040f', '#e85d04', '#faa307'],
  ['#14213d', '#fca311', '#e5e5e5'],
];

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string);

export function placeholderSvg(kind: PlaceholderKind, seed: string, label: string): string {
  const h = hash(`${kind}:${seed}`);
  const [a, b, c] = PALETTES[h % PALETTES.length];
  const text = escapeXml(label);
  if (kind === 'brand' || kind === 'avatar') {
    // Initials cut from the name before escaping: a cut entity ("&l") would make the SVG invalid.
    // A name that starts with a number keeps the number whole (2 to 4 digits): the lottery's
    // 「200 积分」 drew as 20.
    const initials = escapeXml(/^\d{2,4}/.exec(label)?.[0] ?? Array.from(label).slice(0, 2).join(''));
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><rect width="200" height="200" rx="${kind === 'avatar' ? 100 : 24}" fill="${a}"/><circle cx="150" cy="40" r="60" fill="${b}" opacity=".5"/><text x="100" y="122" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif">${initials}</text></svg>`;
  }
  const w = kind === 'banner' ? 1200 : 800;
  const hgt = kind === 'banner' ? 480 : 500;
  let towers = '';
  for (let i = 0; i < 7; i++) {
    const tw = 60 + ((h >> i) % 5) * 20;
    const th = 120 + ((h >> (i + 3)) % 9) * 30;
    const x = (i * w) / 7 + ((h >> (i + 1)) % 30);
    towers += `<rect x="${x}" y="${hgt - th}" width="${tw}" height="${th}" fill="${i % 2 ? b : c}" opacity="${0.55 + (i % 3) * 0.15}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${hgt}" width="${w}" height="${hgt}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${hgt}" fill="url(#g)"/>${towers}${text ? `<text x="40" y="80" font-size="44" fill="#fff" font-family="sans-serif">${text}</text>` : ''}</svg>`;
}
