import { fireEvent, render, screen } from '@testing-library/react';
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

  it('steps with the buttons between 1 and the maximum', () => {
    render(<Harness max={3} />);
    const less = screen.getByRole('button', { name: 'Minska' });
    const more = screen.getByRole('button', { name: 'Öka' });
    expect(less).toBeDisabled();
    fireEvent.click(more);
    fireEvent.click(more);
    expect(value()).toBe('3');
    expect(more).toBeDisabled();
    expect(field()).toHaveAttribute('aria-valuemax', '3');
    fireEvent.click(less);
    expect(field()).toHaveValue('2');
  });

  it('clamps typed numbers at once, and resets anything else on leaving the field', () => {
    render(<Harness max={4} />);
    fireEvent.change(field(), { target: { value: '9' } });
    expect(value()).toBe('4');
    expect(field()).toHaveValue('4');
    fireEvent.change(field(), { target: { value: 'två' } });
    expect(field()).toHaveValue('två');
    fireEvent.blur(field());
    expect(field()).toHaveValue('1');
    expect(value()).toBe('1');
  });

  it('gives way to a value reset from outside while something is typed', () => {
    const { rerender } = render(
      <QuantityInput
        value={3}
        onChange={() => undefined}
        label="Antal"
        decreaseLabel="Minska"
        increaseLabel="Öka"
      />,
    );
    fireEvent.change(field(), { target: { value: '' } });
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

  it('steps with the arrow keys', () => {
    render(<Harness max={null} />);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(value()).toBe('2');
  });
});
