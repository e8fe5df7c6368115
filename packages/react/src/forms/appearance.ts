'use client';

import { type Context, createContext, useContext } from 'react';

/**
 * Class names of the app's own (Tailwind, CSS modules…) for the kit's elements, by element. Each
 * is added to the kit's `portcullis-*` classes, never instead of them, wherever the kit renders
 * the class named below. A closed set: a key that is not here is a type error.
 */
export interface AppearanceElements {
  /** Every form (`portcullis-form`). */
  form?: string;
  /** A label with its control, hint and error (`portcullis-field`). */
  field?: string;
  /** A field's visible label (`portcullis-label`). */
  label?: string;
  /** Text inputs (`portcullis-input`). */
  input?: string;
  /** Selects, e.g. the role pickers (`portcullis-select`). */
  select?: string;
  /** Checkboxes (`portcullis-checkbox`). */
  checkbox?: string;
  /** Help text below a field, and meta lines (`portcullis-hint`). */
  hint?: string;
  /** The error below a field (`portcullis-field-error`). */
  fieldError?: string;
  /** A form-level error, `role="alert"` (`portcullis-alert`). */
  alert?: string;
  /** A success message, `role="status"` (`portcullis-status`). */
  status?: string;
  /** Every button (`portcullis-button`), whatever its kind. */
  button?: string;
  /** Main-action buttons: a `portcullis-button` that is neither secondary nor danger. */
  buttonPrimary?: string;
  /** Secondary buttons: Cancel, Revoke… (`portcullis-button--secondary`). */
  buttonSecondary?: string;
  /** Destructive buttons (`portcullis-button--danger`). */
  buttonDanger?: string;
  /** Links, and the buttons that look like links (`portcullis-link`, `portcullis-link-button`). */
  link?: string;
  /** A row of buttons (`portcullis-actions`). */
  actions?: string;
  /** Badges: "This device", "Admin", "Banned"… (`portcullis-badge`). */
  badge?: string;
  /** A composed screen's box: `SignIn`, `SignUp` (`portcullis-screen`). */
  card?: string;
  /**
   * Headings (`portcullis-heading`, `portcullis-screen-heading`, `portcullis-subheading`, and the
   * profile pages' `portcullis-profile-title` and `portcullis-profile-section-heading`).
   */
  heading?: string;
  /** Tables: members, users, audit events (`portcullis-table`). */
  table?: string;
  /** The account menu's button (`portcullis-user-button-trigger`). */
  menuTrigger?: string;
  /** The account menu's popover (`portcullis-user-button-popover`). */
  menu?: string;
  /** The account menu's items (`portcullis-user-button-item`). */
  menuItem?: string;
  /** A user's picture or initials (`portcullis-avatar`). */
  avatar?: string;
}

/** An element of the kit that {@link Appearance} can give class names to. */
export type AppearanceElement = keyof AppearanceElements;

/**
 * How the kit's elements look in an app with its own CSS: `PortcullisProvider appearance={…}`
 * for every component, and the same prop on a composed screen (`SignIn`, `SignUp`,
 * `UserProfile`, `OrganizationProfile`, `UserButton`) over the provider's, element by element.
 *
 * @example
 * const appearance: Appearance = {
 *   elements: { input: 'rounded border px-3 py-2', buttonPrimary: 'bg-teal-700 text-white' },
 * };
 */
export interface Appearance {
  /** Class names by element; an element left out gets only the kit's classes. */
  elements?: AppearanceElements;
}

// The kit classes that mark an element; `buttonPrimary` is worked out from the button's kind.
const ELEMENT_OF_CLASS: Partial<Record<string, AppearanceElement>> = {
  'portcullis-form': 'form',
  'portcullis-field': 'field',
  'portcullis-label': 'label',
  'portcullis-input': 'input',
  'portcullis-select': 'select',
  'portcullis-checkbox': 'checkbox',
  'portcullis-hint': 'hint',
  'portcullis-field-error': 'fieldError',
  'portcullis-alert': 'alert',
  'portcullis-status': 'status',
  'portcullis-button': 'button',
  'portcullis-button--secondary': 'buttonSecondary',
  'portcullis-button--danger': 'buttonDanger',
  'portcullis-link': 'link',
  'portcullis-link-button': 'link',
  'portcullis-actions': 'actions',
  'portcullis-badge': 'badge',
  'portcullis-screen': 'card',
  'portcullis-heading': 'heading',
  'portcullis-screen-heading': 'heading',
  'portcullis-subheading': 'heading',
  'portcullis-profile-title': 'heading',
  'portcullis-profile-section-heading': 'heading',
  'portcullis-table': 'table',
  'portcullis-user-button-trigger': 'menuTrigger',
  'portcullis-user-button-popover': 'menu',
  'portcullis-user-button-item': 'menuItem',
  'portcullis-avatar': 'avatar',
};

/**
 * Holds the provider's (or a screen's) `appearance`; `null` without one. The admin and
 * two-factor entries re-provide what `useAppearance` from '@portcullis/react' reads, so their
 * own copies of the shared pieces see the app's.
 */
export const PortcullisAppearanceContext: Context<Appearance | null> =
  createContext<Appearance | null>(null);
PortcullisAppearanceContext.displayName = 'PortcullisAppearanceContext';

/** Builds a `className`: the kit's classes (and the caller's), plus the app's for their elements. */
export type ClassNames = (...names: Array<string | false | null | undefined>) => string;

/** Joins class names, skipping empty ones: what {@link useClassNames} gives without appearance. */
const plain: ClassNames = (...names) => names.filter(Boolean).join(' ');

/** The app's classes for the kit classes in `kit` (a space-separated list), deduplicated. */
function appClassesOf(kit: string, elements: AppearanceElements): string {
  const tokens = kit.split(' ');
  const added = new Set<string>();
  let isVariant = false;
  for (const token of tokens) {
    const element = ELEMENT_OF_CLASS[token];
    if (element === 'buttonSecondary' || element === 'buttonDanger') isVariant = true;
    const extra = element ? elements[element] : undefined;
    if (extra) added.add(extra);
  }
  if (tokens.includes('portcullis-button') && !isVariant && elements.buttonPrimary) {
    added.add(elements.buttonPrimary);
  }
  return [...added].join(' ');
}

// One builder per appearance object, each caching the strings it built: after a component's
// first render, its class strings cost a lookup.
const builders = new WeakMap<Appearance, ClassNames>();

function builderOf(elements: AppearanceElements): ClassNames {
  const built = new Map<string, string>();
  return (...names) => {
    const kit = plain(...names);
    let result = built.get(kit);
    if (result === undefined) {
      const extra = appClassesOf(kit, elements);
      result = extra ? `${kit} ${extra}` : kit;
      built.set(kit, result);
    }
    return result;
  };
}

/**
 * The class name builder of the nearest `appearance` (one context read; stable per appearance
 * object): `cx('portcullis-input')` is `'portcullis-input'` plus the app's class for `input`.
 */
export function useClassNames(): ClassNames {
  const appearance = useContext(PortcullisAppearanceContext);
  if (!appearance?.elements) return plain;
  let builder = builders.get(appearance);
  if (!builder) {
    builder = builderOf(appearance.elements);
    builders.set(appearance, builder);
  }
  return builder;
}

/** The nearest `appearance` (the provider's, or a screen's over it); `null` without one. */
export function useAppearance(): Appearance | null {
  return useContext(PortcullisAppearanceContext);
}
