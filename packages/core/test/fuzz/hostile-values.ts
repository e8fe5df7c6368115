/**
 * @module hostile-values
 *
 * The values a hostile or careless client sends: unicode edge cases, prototype-pollution keys,
 * broken JSON, odd query strings and URLs. Plain data and small arbitraries, no knowledge of the
 * routes.
 */
import fc from 'fast-check';

/** Marks the value a prototype-pollution payload tries to plant; never on a real prototype. */
export const POLLUTION_MARK = 'fuzz-polluted';

/**
 * Strings that break naive code: lone surrogates, NUL and control characters, bidi controls,
 * combining marks, emoji sequences, case-mapping surprises (İ lowercases to two code units, ß
 * uppercases to SS), look-alike and width variants, and characters that end lines in JS.
 */
export const UNICODE_EDGE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFF',
  '\uDC00y',
  '\u202Egnp.exe',
  '\u200F\u200E\u061C',
  '\u2066isolate\u2069',
  'e\u0301\u0301\u0301',
  'Z\u0351\u0352\u0357\u035B\u0300\u0301',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈🇺🇳',
  '\uFEFFbom',
  '\u200B',
  'İstanbul',
  'ß',
  'ﬃ',
  'Ａｄｍｉｎ',
  'аdmin', // Cyrillic а
  '\u2028\u2029',
  '\r\n\t\v\f',
  '\u001B[31mred',
  '%00',
  '%',
  '\\',
  '"',
  "'; DROP TABLE user; --",
  '" OR 1=1 --',
  '%_\\%',
  '<script>alert(1)</script>',
  // Template-injection probes, as text (not a template literal).
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the point
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '\uFFFF\uFFFE',
  '\u{10FFFF}',
  '𝕒𝕕𝕞𝕚𝕟',
  '١٢٣',
  '   padded   ',
  'ADA@EXAMPLE.COM',
  'ada@example.com\u0000.evil',
  'ä@exämple.com',
  'a@b',
  '@',
  'x'.repeat(257),
];

/** A string from {@link UNICODE_EDGE_STRINGS}, or random text over all of unicode. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...UNICODE_EDGE_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...UNICODE_EDGE_STRINGS), fc.string({ maxLength: 8 }))
      .map(([edge, text]) => `${text}${edge}${text}`),
    weight: 1,
  },
);

/**
 * A long string of `length` code units of one repeated unit: ASCII, a two-byte letter, or an
 * astral emoji (two code units, four UTF-8 bytes), so byte and character limits both get tested.
 */
export function hugeString(length: number, unit: 'ascii' | 'latin' | 'emoji'): string {
  const piece = unit === 'ascii' ? 'a' : unit === 'latin' ? 'é' : '😀';
  return piece.repeat(Math.max(1, Math.floor(length / piece.length)));
}

/**
 * Raw JSON members (`"key": value` text) that try to pollute prototypes or shadow built-in
 * methods. They go into the JSON text itself: in a JS object literal `__proto__` would set the
 * prototype, not a key, and `JSON.stringify` would drop it.
 */
export const POLLUTION_MEMBERS: readonly string[] = [
  `"__proto__":{"polluted":"${POLLUTION_MARK}","isAdmin":true,"role":"admin"}`,
  `"constructor":{"prototype":{"polluted":"${POLLUTION_MARK}"}}`,
  `"prototype":{"polluted":"${POLLUTION_MARK}"}`,
  '"__proto__":null',
  '"__proto__":"x"',
  '"__proto__":[1,2]',
  '"constructor":"x"',
  '"constructor":null',
  '"hasOwnProperty":"x"',
  '"toString":1',
  '"valueOf":{}',
  '"toJSON":"x"',
  '"__defineGetter__":0',
  '"then":"x"',
];

/** Whole bodies that are valid JSON but not an object. */
export const NON_OBJECT_BODIES: readonly string[] = [
  'null',
  'true',
  'false',
  '0',
  '-1e309',
  '"text"',
  '""',
  '[]',
  '[{}]',
  '[null]',
  '[[["deep"]]]',
  `[{"__proto__":{"polluted":"${POLLUTION_MARK}"}}]`,
];

/** Bodies that are not JSON at all, or JSON with a trap (BOM, comments, NaN, trailing junk). */
export const MALFORMED_BODIES: readonly string[] = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"a":1}/*c*/',
  '{"a":1} trailing',
  '\uFEFF{}',
  '{"\\ud800":1}',
  '{"a":"\\u00"}',
  '{"a":"\u0000"}',
  '\u0000',
  '{"a":1}{"b":2}',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
];

/** Query-string pieces that trip parsers: repeats, encodings, brackets, bad escapes. */
export const HOSTILE_QUERY_PIECES: readonly string[] = [
  '__proto__[polluted]=fuzz-polluted',
  '__proto__=x',
  'constructor[prototype][polluted]=fuzz-polluted',
  '%5F%5Fproto%5F%5F=x',
  'a=1&a=2&a=3',
  'a[]=1&a[]=2',
  'a[b]=c',
  '=',
  '=value',
  'key',
  '&&&',
  '%',
  '%zz=1',
  'x=%E0%A4%A',
  'x=%ED%A0%80',
  'x=%00',
  'x=%C0%AF',
  'x=+++',
  'x=%2B%20%2F',
  'x=%F0%9F%98%80',
  'x=%EF%BB%BF',
  'hasOwnProperty=1',
  'toString=1',
  `long=${'q'.repeat(8000)}`,
];

/** Values of redirect-like fields: relative, absolute, foreign, scriptable, broken. */
export const URL_VALUES: readonly string[] = [
  '/',
  '/dashboard',
  '/dashboard?x=1#y',
  'http://localhost:3000/after',
  'https://evil.example/steal',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost:3000@evil.example/',
  'HTTP://LOCALHOST:3000/UP',
  ' /spaced',
  '',
  '\u0000/',
  'http://[::1]/',
  'http://%6c%6fcalhost:3000/',
];

/** Path segments for `:param` routes: real ones are added by the caller. */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '..',
  '..%2F..%2Fpackage.json',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '%F0%9F%98%80',
  '__proto__',
  'constructor',
  'toString',
  'x'.repeat(2000),
  '%20',
  'a%2Fb',
];

/** Origins a POST may carry: the app's own, none, a foreign one, `null`. */
export const ORIGINS = ['trusted', 'none', 'https://evil.example', 'null'] as const;

/**
 * Extra request headers: junk cookies (next to the caller's own, so the session cookie may come
 * twice), broken bearer tokens, oversized or odd client headers. `{session}`, `{data}` and
 * `{token}` stand for the session cookie's name, the cookie-cache cookie's name and the user's
 * session token; header values stay Latin-1, as `Headers` requires.
 */
export const HOSTILE_HEADERS: ReadonlyArray<Record<string, string>> = [
  { cookie: '{session}=%ZZ' },
  { cookie: '{session}=%E0%A4%A' },
  { cookie: '{session}={token}' },
  { cookie: '{session}={token}.AAAA' },
  { cookie: '{session}=' },
  { cookie: '{session}="a.b"' },
  { cookie: `{session}=${'a'.repeat(8000)}` },
  { cookie: '{data}=%ZZ' },
  { cookie: '{data}=eyJ.eyJ.sig' },
  { cookie: 'admin_session=%ZZ' },
  { cookie: '__proto__=x; constructor=y' },
  { cookie: '=;;; ;=' },
  { authorization: 'Bearer %ZZ' },
  { authorization: 'Bearer ' },
  { authorization: 'Bearer {token}' },
  { authorization: 'Bearer {token}.AAAA' },
  { authorization: `Bearer ${'t'.repeat(8000)}` },
  { authorization: 'Basic YWRtaW46YWRtaW4=' },
  { 'user-agent': 'u'.repeat(20_000) },
  { 'user-agent': 'Mozilla/5.0 (\u00ff\u00e9\t)' },
  { 'x-forwarded-for': '%ZZ, 999.1.1.1, ::ffff:127.0.0.1, [::1]' },
  { 'x-forwarded-for': 'x'.repeat(5000) },
  { 'accept-language': '*;q=x' },
  { 'content-length': '0' },
];
