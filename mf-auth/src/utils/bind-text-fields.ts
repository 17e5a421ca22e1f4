import type { ChangeEvent } from 'react';

/** The keys of a form object that hold text. */
export type TextKey<Form> = {
  [Key in keyof Form]-?: Form[Key] extends string | undefined ? Key : never;
}[keyof Form];

/**
 * Binds text inputs to a form object kept as one state: `field('email')` gives the input its name
 * and value and an `onChange` that changes that key alone, so each key is named once per field.
 */
export function bindTextFields<Form>(form: Form, onChange: (changes: Partial<Form>) => void) {
  return (key: TextKey<Form>) => ({
    name: String(key),
    value: (form[key] as string | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ [key]: event.target.value } as Partial<Form>),
  });
}
