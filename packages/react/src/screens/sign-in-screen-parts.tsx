'use client';

import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useClassNames } from '../forms/appearance.js';

/** A heading level, 1 to 6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A screen's heading: its id (for `aria-labelledby`) and a ref to focus it. */
export interface ScreenHeadingHandle {
  id: string;
  ref: RefObject<HTMLHeadingElement | null>;
}

/**
 * The screen heading's id and ref; the heading takes the focus whenever `view` changes after
 * the first render (the new view's heading is announced and Tab continues into the view), never
 * on mount, so a page that shows the screen keeps its own focus.
 */
export function useScreenHeading(view: string | undefined): ScreenHeadingHandle {
  const id = useId();
  const ref = useRef<HTMLHeadingElement | null>(null);
  const first = useRef(view);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current && view === first.current) return;
    moved.current = true;
    ref.current?.focus();
  }, [view]);
  return { id, ref };
}

/**
 * The heading of a screen (`h1` unless `level`), focusable by script only (`tabIndex={-1}`),
 * for {@link useScreenHeading}.
 */
export function ScreenHeading(props: {
  handle: ScreenHeadingHandle;
  level: HeadingLevel | undefined;
  children: ReactNode;
}) {
  const cx = useClassNames();
  const Tag = `h${props.level ?? 1}` as const;
  return (
    <Tag
      id={props.handle.id}
      ref={props.handle.ref}
      tabIndex={-1}
      className={cx('portcullis-screen-heading')}
    >
      {props.children}
    </Tag>
  );
}

/** A link-looking button that switches the screen's view. */
export function ScreenSwitch(props: { onClick: () => void; children: ReactNode }) {
  const cx = useClassNames();
  return (
    <button type="button" className={cx('portcullis-link-button')} onClick={props.onClick}>
      {props.children}
    </button>
  );
}
