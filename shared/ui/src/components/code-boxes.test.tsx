import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { createI18n, initI18n } from '@klubb/i18n';

import { CodeBoxes } from './code-boxes';

beforeAll(async () => {
  await initI18n(createI18n(), 'sv');
});

function Boxes({ onSubmit }: { onSubmit: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <CodeBoxes label="Kod" length={6} value={value} onChange={setValue} />
      <button type="submit">Skicka</button>
    </form>
  );
}

const box = (position: number) => screen.getByRole('textbox', { name: `Siffra ${position} av 6` });

describe('code boxes (spec §5)', () => {
  it('takes one digit per box and moves on', async () => {
    const user = userEvent.setup();
    render(<Boxes onSubmit={jest.fn()} />);
    await user.click(box(1));
    await user.keyboard('5');
    expect(box(1)).toHaveValue('5');
    expect(box(2)).toHaveFocus();
    await user.keyboard('x');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    await user.keyboard('2');
    expect(box(3)).toHaveFocus();
    // Overwriting a box's digit keeps the new one.
    await user.tripleClick(box(2));
    await user.keyboard('7');
    expect(box(2)).toHaveValue('7');
  });

  it('clears with Backspace, and steps back from an empty box', async () => {
    const user = userEvent.setup();
    render(<Boxes onSubmit={jest.fn()} />);
    await user.click(box(1));
    await user.keyboard('12');
    await user.click(box(2));
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('fills the boxes from a pasted code, and Enter submits the digits', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Boxes onSubmit={onSubmit} />);
    await user.click(box(1));
    await user.paste('522 661');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join('')).toBe(
      '522661',
    );
    await user.click(box(6));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('522661');
  });
});
