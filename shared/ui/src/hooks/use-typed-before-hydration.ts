import { useEffect, useRef, type RefObject } from 'react';

/** A field's value as its form would submit it: a box not ticked submits nothing. */
function submittedValue(field: Element | RadioNodeList | null | undefined): string {
  if (!(field instanceof HTMLInputElement)) return '';
  const ticks = field.type === 'checkbox' || field.type === 'radio';
  return ticks && !field.checked ? '' : field.value;
}

/**
 * What a person typed, ticked or a password manager filled in, in a server-rendered form before
 * the app took it over (issue 33: no input is lost). React keeps the DOM's value when it hydrates
 * a field, but the component's state does not know it: left alone, the field shows the text and
 * a submit sends nothing. On mount, each field of `form` named in `adopt` whose value, as the form
 * would submit it (a ticked checkbox: "on"), is not empty is handed to its `adopt`, which should
 * keep a value the state already has.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: Readonly<Record<string, (typed: string) => void>>,
): void {
  const latest = useRef(adopt);
  useEffect(() => {
    for (const [name, adoptTyped] of Object.entries(latest.current)) {
      const typed = submittedValue(form.current?.elements.namedItem(name));
      if (typed) adoptTyped(typed);
    }
  }, [form]);
}
