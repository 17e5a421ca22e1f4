import { act, render, screen } from '@testing-library/react';

import { useOnBackOnline, useOnline } from './use-online';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function Probe({ onBack }: { onBack: () => void }) {
  const online = useOnline();
  useOnBackOnline(onBack);
  return <p>{online ? 'online' : 'offline'}</p>;
}

afterEach(() => setOnline(true));

it('follows the device going offline and online, and calls back once per return', () => {
  const onBack = jest.fn();
  render(<Probe onBack={onBack} />);
  expect(screen.getByText('online')).toBeInTheDocument();
  act(() => setOnline(false));
  expect(screen.getByText('offline')).toBeInTheDocument();
  expect(onBack).not.toHaveBeenCalled();
  act(() => setOnline(true));
  expect(screen.getByText('online')).toBeInTheDocument();
  expect(onBack).toHaveBeenCalledTimes(1);
});
