'use client';

import { useLocalization } from '@portcullis/react';
import { useClassNames } from '../forms/appearance.js';
import { fill } from './admin-types.js';

/** Props of {@link TablePager}. */
export interface TablePagerProps {
  /** The navigation's accessible name, e.g. "Users pages". */
  label: string;
  offset: number;
  pageSize: number;
  total: number;
  text: { previous: string; next: string; range: string };
  onChange: (offset: number) => void;
}

/**
 * "Previous", "{from}–{to} of {total}", "Next" under a paged table; nothing when everything fits
 * on one page. Numbers are grouped in the reader's locale ("1–20 of 100,000").
 */
export function TablePager({ label, offset, pageSize, total, text, onChange }: TablePagerProps) {
  const cx = useClassNames();
  const number = useLocalization().formatNumber;
  if (total <= pageSize && offset === 0) return null;
  return (
    <nav className={cx('portcullis-pagination')} aria-label={label}>
      <button
        type="button"
        className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - pageSize))}
      >
        {text.previous}
      </button>
      <span className={cx('portcullis-hint')}>
        {fill(text.range, {
          from: number(Math.min(offset + 1, total)),
          to: number(Math.min(offset + pageSize, total)),
          total: number(total),
        })}
      </span>
      <button
        type="button"
        className={cx('portcullis-button portcullis-button--secondary portcullis-button--small')}
        disabled={offset + pageSize >= total}
        onClick={() => onChange(offset + pageSize)}
      >
        {text.next}
      </button>
    </nav>
  );
}
