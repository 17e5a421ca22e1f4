import { render, screen } from '@testing-library/react';

import { Button, linkButtonClassName } from './button';

describe('linkButtonClassName', () => {
  it.each(['primary', 'secondary'] as const)(
    'draws a link with the classes of the %s Button, and stays a link',
    (variant) => {
      render(
        <>
          <Button variant={variant}>Button</Button>
          <a className={linkButtonClassName(variant)} href="/">
            Link
          </a>
        </>,
      );
      const buttonClasses = [...screen.getByRole('button').classList];
      const link = screen.getByRole('link', { name: 'Link' });
      expect([...link.classList]).toEqual(expect.arrayContaining(buttonClasses));
      expect(link).toHaveClass('link');
    },
  );

  it('is primary by default', () => {
    expect(linkButtonClassName()).toBe(linkButtonClassName('primary'));
    expect(linkButtonClassName()).not.toContain('secondary');
  });
});
