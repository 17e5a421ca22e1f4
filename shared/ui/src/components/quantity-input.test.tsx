import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { clampQuantity } from './clamp-quantity';
import { QuantityInput } from './quantity-input';

describe('clampQuantity', () => {
  it('keeps an integer within 1 and the maximum', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity('4', 5)).toBe(4);
    expect(clampQuantity(' 2 ', null)).toBe(2);
    expect(clampQuantity(99, null)).toBe(99);
  });

  it('clamps to the minimum 1 and to the maximum', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity('12', 10)).toBe(10);
  });

  it('resets non-numeric input to the minimum', () => {
    expect(clampQuantity('', 5)).toBe(1);
    expect(clampQuantity('abc', 5)).toBe(1);
    expect(clampQuantity('2x', 5)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 5)).toBe(1);
  });

  it('cuts a fraction to its whole part', () => {
    expect(clampQuantity('2.7', 5)).toBe(2);
    expect(clampQuantity(0.5, 5)).toBe(1);
  });

  it('lets the minimum win over a maximum below it', () => {
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

function Harness({ max }: { max: number | null }) {
  const [value, setValue] = useState(1);
  return (
    <>
      <QuantityInput
        value={value}
        onChange={setValue}
        max={max}
        label="Antal"
        decreaseLabel="Minska"
        increaseLabel="Öka"
      />
      <output aria-label="Värde">{value}</output>
    </>
  );
}

describe('QuantityInput', () => {
  const field = () => screen.getByRole('spinbutton', { name: 'Antal' });
  const value = () => screen.getByRole('status', { name: 'Värde' }).textContent;

  it('steps with the buttons between 1 and the maximum', async () => {
    const user = userEvent.setup();
    render(<Harness max={3} />);
    const less = screen.getByRole('button', { name: 'Minska' });
    const more = screen.getByRole('button', { name: 'Öka' });
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(value()).toBe('3');
    expect(more).toBeDisabled();
    expect(field()).toHaveAttribute('aria-valuemax', '3');
    await user.click(less);
    expect(field()).toHaveValue('2');
  });

  it('clamps typed numbers at once, and resets anything else on leaving the field', async () => {
    const user = userEvent.setup();
    render(<Harness max={4} />);
    await user.clear(field());
    await user.type(field(), '9');
    expect(value()).toBe('4');
    expect(field()).toHaveValue('4');
    await user.clear(field());
    await user.type(field(), 'två');
    expect(field()).toHaveValue('två');
    await user.tab();
    expect(field()).toHaveValue('1');
    expect(value()).toBe('1');
  });

  it('gives way to a value reset from outside while something is typed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <QuantityInput
        value={3}
        onChange={() => undefined}
        label="Antal"
        decreaseLabel="Minska"
        increaseLabel="Öka"
      />,
    );
    await user.clear(field());
    expect(field()).toHaveValue('');
    rerender(
      <QuantityInput
        value={1}
        onChange={() => undefined}
        label="Antal"
        decreaseLabel="Minska"
        increaseLabel="Öka"
      />,
    );
    expect(field()).toHaveValue('1');
  });

  it('steps with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness max={null} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(value()).toBe('2');
  });
});
