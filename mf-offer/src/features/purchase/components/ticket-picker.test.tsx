import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { TICKETS } from '../../../test/fixtures';
import { setUpI18n } from '../../../test/render';
import { NO_TICKET, reduceTicket, type TicketSelection } from '../utils/ticket-picker';

import { TicketPicker } from './ticket-picker';

beforeAll(setUpI18n);

function Harness({ soldOut = [], few = [] }: { soldOut?: string[]; few?: string[] }) {
  const [selection, setSelection] = useState<TicketSelection>(NO_TICKET);
  return (
    <TicketPicker
      purchase={{
        variants: TICKETS,
        selection,
        chooseTicket: (event) => setSelection((state) => reduceTicket(TICKETS, state, event)),
        availabilityOf: (id) => (soldOut.includes(id) ? 0 : few.includes(id) ? 3 : 20),
      }}
    />
  );
}

const group = (name: string) => screen.queryByRole('group', { name });

describe('TicketPicker', () => {
  it('shows the time step after a city, and the option step only for a shared slot', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(group('Tid')).toBeNull();
    await user.click(within(group('Stad')!).getByRole('button', { name: 'Göteborg' }));
    const times = within(group('Tid')!).getAllByRole('button');
    expect(times.map((button) => button.textContent)).toHaveLength(2);
    await user.click(times[0]!);
    const options = within(group('Biljettyp')!).getAllByRole('button');
    expect(options.map((button) => button.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'Ordinarie, Göteborg, 395 kr',
      'VIP, Göteborg, 995 kr',
    ]);
    await user.click(options[1]!);
    expect(options[1]).toHaveAttribute('aria-pressed', 'true');

    // A slot with one ticket has no option step.
    await user.click(times[1]!);
    expect(group('Biljettyp')).toBeNull();

    // Another city resets the time.
    await user.click(within(group('Stad')!).getByRole('button', { name: 'Malmö' }));
    expect(within(group('Tid')!).queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('marks a city, time or option whose every ticket is sold out', async () => {
    const user = userEvent.setup();
    render(<Harness soldOut={['mmo-1s', 'gbg-1v']} />);
    expect(within(group('Stad')!).getByRole('button', { name: /Malmö/ })).toHaveTextContent(
      'MalmöSlutsåld',
    );
    await user.click(within(group('Stad')!).getByRole('button', { name: /Göteborg/ }));
    expect(within(group('Tid')!).getAllByRole('button')[0]).not.toHaveTextContent('Slutsåld');
    await user.click(within(group('Tid')!).getAllByRole('button')[0]!);
    expect(within(group('Biljettyp')!).getByRole('button', { name: /VIP/ })).toHaveTextContent(
      'Slutsåld',
    );
  });

  // Issue 32: a time showed no price, and nothing said when few tickets were left.
  it('shows each time’s price, from the lowest when its tickets differ, and few left', async () => {
    const user = userEvent.setup();
    render(<Harness few={['gbg-1v']} />);
    await user.click(within(group('Stad')!).getByRole('button', { name: 'Göteborg' }));
    const times = within(group('Tid')!).getAllByRole('button');
    const text = (button: HTMLElement) => button.textContent?.replace(/[\u00a0\u202f]/g, ' ');
    expect(text(times[0]!)).toMatch(/från 395 kr$/);
    expect(text(times[1]!)).toMatch(/\d kr$/);
    expect(times[1]).not.toHaveTextContent('från');
    await user.click(times[0]!);
    expect(within(group('Biljettyp')!).getByRole('button', { name: /VIP/ })).toHaveTextContent(
      'Få kvar',
    );
    expect(
      within(group('Biljettyp')!).getByRole('button', { name: /Ordinarie/ }),
    ).not.toHaveTextContent('Få kvar');
  });
});
