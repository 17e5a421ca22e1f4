import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import type { Category } from '@klubb/contracts';

import { setUpI18n } from '../../../test/render';

import { CategoryFilter } from './category-filter';

beforeAll(setUpI18n);

const categories: Category[] = [
  { id: 'resor', name: 'Resor' },
  { id: 'mat', name: 'Mat & dryck' },
];

function Harness({ initial = null }: { initial?: string | null }) {
  const [selected, setSelected] = useState<string | null>(initial);
  return <CategoryFilter categories={categories} selected={selected} onChange={setSelected} />;
}

describe('CategoryFilter', () => {
  it('shows nothing with fewer than two categories', () => {
    const { container } = render(
      <CategoryFilter categories={categories.slice(0, 1)} selected={null} onChange={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('toggles one category, and pressing the selected one clears the filter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Kategorier' });
    expect(group).toBeInTheDocument();
    const resor = screen.getByRole('button', { name: 'Resor' });
    const mat = screen.getByRole('button', { name: 'Mat & dryck' });
    expect(resor).toHaveAttribute('aria-pressed', 'false');
    await user.click(resor);
    expect(resor).toHaveAttribute('aria-pressed', 'true');
    await user.click(mat);
    expect(resor).toHaveAttribute('aria-pressed', 'false');
    expect(mat).toHaveAttribute('aria-pressed', 'true');
    await user.click(mat);
    expect(mat).toHaveAttribute('aria-pressed', 'false');
  });
});
