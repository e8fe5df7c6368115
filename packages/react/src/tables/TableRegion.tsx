'use client';

import type { ReactNode } from 'react';
import { useClassNames } from '../forms/appearance.js';

/** Props of {@link TableRegion}. */
export interface TableRegionProps {
  /** The region's accessible name: the table's own, e.g. 'Members'. */
  label: string;
  /** The table. */
  children: ReactNode;
}

/**
 * The box a kit table sits in: it scrolls sideways when the table is wider than the screen,
 * instead of the page, and keeps the first column in view while it does (below 40em, see
 * `portcullis-table-wrapper` in the stylesheet). A labelled `role="region"` with
 * `tabIndex={0}`, so keyboard users can reach it and scroll it with the arrow keys (axe's
 * `scrollable-region-focusable`).
 *
 * @example
 * <TableRegion label={text.table}>
 *   <table className="portcullis-table" aria-label={text.table}>…</table>
 * </TableRegion>
 */
export function TableRegion({ label, children }: TableRegionProps) {
  const cx = useClassNames();
  return (
    // A div, not a <section>: the scrolling box is no section of the page's outline.
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
    <div role="region" aria-label={label} tabIndex={0} className={cx('portcullis-table-wrapper')}>
      {children}
    </div>
  );
}
