import { act, screen } from '@testing-library/react';

import { renderWithProviders, setUpI18n } from '../../../test/render';

import { HoldCountdown } from './hold-countdown';

beforeAll(setUpI18n);
afterEach(() => jest.useRealTimers());

const liveRegion = () => document.querySelector('[aria-live="polite"]');

it('shows the time the tickets are held, and tells a screen reader at whole minutes and at the end', () => {
  jest.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') });
  renderWithProviders(<HoldCountdown expiresAt={Date.now() + 5 * 60_000 + 30_000} tickets />);
  const timer = screen.getByRole('timer');
  expect(screen.getByText('Dina biljetter hålls åt dig i')).toBeVisible();
  expect(timer).toHaveTextContent('05:30');
  expect(timer).toHaveAccessibleName(
    '6 minuter kvar innan det du köper går tillbaka till försäljning.',
  );
  expect(liveRegion()).toHaveTextContent('6 minuter kvar');

  act(() => jest.advanceTimersByTime(30_000));
  expect(timer).toHaveTextContent('05:00');
  expect(liveRegion()).toHaveTextContent('5 minuter kvar');
  // Not every second: the region keeps its words until the next minute that is said.
  act(() => jest.advanceTimersByTime(61_000));
  expect(timer).toHaveTextContent('03:59');
  expect(liveRegion()).toHaveTextContent('5 minuter kvar');
  act(() => jest.advanceTimersByTime(3 * 60_000));
  expect(liveRegion()).toHaveTextContent('1 minut kvar');

  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(screen.getAllByText(/Tiden gick ut/)).toHaveLength(2);
});

it('says items, not tickets, when no ticket is held', () => {
  renderWithProviders(<HoldCountdown expiresAt={Date.now() + 60_000} tickets={false} />);
  expect(screen.getByText('Dina varor hålls åt dig i')).toBeVisible();
});
