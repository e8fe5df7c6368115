/** Joins class names, skipping empty ones: `joinClassNames('portcullis-form', props.className)`. */
export function joinClassNames(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ');
}
