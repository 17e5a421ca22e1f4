import type { ChangeEvent } from 'react';

import { bindTextFields } from './bind-text-fields';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('bindTextFields', () => {
  it('gives a field its value, empty for a missing optional one, and changes its key alone', () => {
    const onChange = jest.fn();
    const field = bindTextFields<{ email: string; careOf?: string }>({ email: 'a@b.se' }, onChange);
    expect(field('email').value).toBe('a@b.se');
    expect(field('careOf').value).toBe('');
    field('careOf').onChange(typed('Olsson'));
    expect(onChange).toHaveBeenCalledWith({ careOf: 'Olsson' });
  });
});
