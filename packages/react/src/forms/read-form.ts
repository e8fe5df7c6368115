/** The text value of a form control, or `''` when it is absent (or a file). */
export function readText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Whether a checkbox was checked when the form was submitted. */
export function readChecked(form: FormData, name: string): boolean {
  return form.has(name);
}
