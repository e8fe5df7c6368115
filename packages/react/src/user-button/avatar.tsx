'use client';
import { useClassNames } from '../forms/appearance.js';

// One segmenter for every avatar: user-perceived characters (grapheme clusters), so an accented
// letter written with a combining mark, a flag or an emoji joined by ZWJ stays whole.
const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : undefined;

/** The first user-perceived character of `word` (a code point where `Intl.Segmenter` is missing). */
function firstGrapheme(word: string): string {
  if (!graphemes) return Array.from(word)[0] ?? '';
  for (const { segment } of graphemes.segment(word)) return segment;
  return '';
}

/** Whether a word can give an initial: it starts with a letter or a digit (not an emoji, a symbol). */
const STARTS_WITH_LETTER = /^[\p{L}\p{N}]/u;

/**
 * Up to two initials of `name` (else of the email's local part), upper-cased, one grapheme each:
 * "Ada Lovelace" → "AL", "Zoë 🚀" → "Z" (words that do not start with a letter or a digit give
 * none, unless no word does), "e\u0301mile zola" → "ÉZ" (the combining accent kept).
 *
 * @param name - The user's name; blank or missing falls back to the email's local part.
 * @param email - The user's email, split at `.`, `_` and `-` when it stands in for the name.
 * @example
 * initialsOf('Grace Hopper', 'grace@example.com'); // 'GH'
 * initialsOf('', 'grace.hopper@example.com'); // 'GH'
 */
export function initialsOf(name: string | null | undefined, email: string): string {
  const source = name?.trim() || email.split('@')[0] || '?';
  const all = source.split(/[\s._-]+/u).filter(Boolean);
  const lettered = all.filter((word) => STARTS_WITH_LETTER.test(word));
  const words = lettered.length > 0 ? lettered : all;
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? source];
  return letters
    .map((word) => firstGrapheme(word ?? ''))
    .join('')
    .toLocaleUpperCase();
}

/**
 * A background colour derived from `id` (the same user always gets the same one): a hue from a
 * hash of the id, dark enough (lightness 28%) for white initials to pass WCAG AA (4.5:1) on any hue.
 */
export function avatarColour(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `hsl(${hash % 360} 55% 28%)`;
}

/** Props of {@link Avatar}. */
export interface AvatarProps {
  user: { id: string; name?: string | null; email: string; image?: string | null };
}

/**
 * The user's picture (`alt` = their name), else their initials on {@link avatarColour}, with
 * their name as visually hidden text: either way the accessible name is the user's name.
 */
export function Avatar({ user }: AvatarProps) {
  const cx = useClassNames();
  const name = user.name || user.email;
  if (user.image) {
    return (
      <img
        className={cx('portcullis-avatar portcullis-avatar--image')}
        src={user.image}
        alt={name}
      />
    );
  }
  return (
    <span className={cx('portcullis-avatar')} style={{ backgroundColor: avatarColour(user.id) }}>
      <span aria-hidden="true">{initialsOf(user.name, user.email)}</span>
      <span className={cx('portcullis-visually-hidden')}>{name}</span>
    </span>
  );
}
