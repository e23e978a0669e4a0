import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/ui/App';

describe('App', () => {
  it('shows the title and a labelled start button', async () => {
    render(<App />);

    expect(screen.getByRole('heading', { level: 1, name: 'Valerna Table' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start a game' }));
    expect(screen.getByRole('status')).toHaveTextContent('Game setup is coming soon.');
  });
});
