/** Inputs that must never break search: query-syntax fragments, huge pastes, markup, scripts, emoji, RTL and CJK text. */
const fragments = [
  'title:', 'content:', 'tags:', 'nosuchfield:waitlist', ':', '::', 'title:title:', 'foo~', '~', '~2', 'foo~x', 'foo~99',
  'foo^', '^5', '^', 'foo^-1', 'foo^abc', '+', '-', '+-', '-+', '++waitlist', '--waitlist', '+the', '-the', '+', '*', '**',
  '***', '*a*b*c*d*e*f*', 'wait*list', '*list', '"unclosed', "'unclosed", '"', '\\', '\\\\', '\\*', '(', ')', '[', ']', '{',
  '}', '|', '&&', '||', '!', '?', '$', '%', '#', '@', '`', '^~*:+-', 'title:+waitlist~1^2', '-waitlist +waitlist', '  ',
  '\t', '\n', '\u0000', '\u200b', '\ufeff', '0', '-1', '1e309', 'NaN', 'undefined', 'null', '__proto__', 'constructor',
  'toString', 'hasOwnProperty', '__proto__:x', 'constructor:prototype',
];

const markup = [
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', '<b>bold</b>', '</div></div>',
  'javascript:alert(1)', '<iframe src="javascript:alert(1)">', '{{constructor.constructor("alert(1)")()}}', '${alert(1)}',
  '<style>body{display:none}</style>', '&lt;script&gt;', '&#x3C;script&#x3E;', '<a href="//evil.example">x</a>',
];

const scripts = [
  '😀', '🚀 waitlist', '👩‍💻👨‍👩‍👧', '🏳️‍🌈', 'مرحبا بالعالم', 'שלום עולם', 'العربية waitlist', '\u202eesrever', '中文搜索', '日本語のテスト',
  '한국어 검색', 'ｗａｉｔｌｉｓｔ', 'Ünïcödé', 'ß', 'İstanbul', 'ﬁle', '𝕨𝕒𝕚𝕥𝕝𝕚𝕤𝕥', 'e\u0301', 'ॐ नमः', 'ไทย',
];

/** A deterministic pseudo-random generator (mulberry32), so a failing input can be reproduced. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const alphabet = 'abcdefghijklmnopqrstuvwxyz_:+-~^*"\\<>/ 0123456789😀中ع';

/** At least 200 hostile queries: every fixed case above, long pastes, and seeded random mixes of them. */
export function hostileQueries(count = 220): string[] {
  const next = random(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const fixed = [
    ...fragments,
    ...markup,
    ...scripts,
    'signed_up'.repeat(1200),
    'a '.repeat(5000),
    'waitlist '.repeat(1200),
    '*'.repeat(10_000),
    '~'.repeat(600),
    'x'.repeat(10_000),
  ];
  const mixed: string[] = [];
  while (fixed.length + mixed.length < count) {
    const parts = Array.from({length: 1 + Math.floor(next() * 5)}, () =>
      next() < 0.5 ? pick([...fragments, ...markup, ...scripts]) : Array.from({length: 1 + Math.floor(next() * 12)}, () => pick([...alphabet])).join(''),
    );
    mixed.push(parts.join(next() < 0.5 ? ' ' : ''));
  }
  return [...fixed, ...mixed];
}
