import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { decisionOptions } from '../../../src/ui/kit/decisionOptions';
import { TableSourceProvider } from '../../../src/ui/kit/tableSource';
import { GameScreen } from '../../../src/ui/table/GameScreen';
import { recordedTable } from '../recordedTable';

// No rules engine behind the table: were the UI to reach it, these would throw at import.
vi.mock('../../../src/engine/index.ts', () => {
  throw new Error('the UI reached the rules engine (src/engine/index.ts)');
});
vi.mock('../../../src/engine/api.ts', () => {
  throw new Error('the UI reached the rules engine (src/engine/api.ts)');
});

/**
 * The seam (docs/architecture.md "One seam"): the real table's screens play a whole seeded solo
 * game from a source that only plays back recorded frames, as a table server would send them —
 * the UI cannot tell it from this device's game. Each of Elyse's 20 decisions is answered by
 * clicking the option the recording's answer names, and the game ends as recorded.
 */
describe('the table on a source with no engine behind it', () => {
  it('plays a recorded game to its end by clicking the options the frames offer', async () => {
    const source = recordedTable();
    render(
      <TableSourceProvider source={source}>
        <GameScreen facelessDelayMs={0} />
      </TableSourceProvider>,
    );
    const user = userEvent.setup();
    for (let k = 0; ; k++) {
      const frame = source.frames.getState();
      const table = frame.table!;
      expect(document.querySelector('[data-moves]')?.getAttribute('data-moves')).toBe(
        String(table.moveCount),
      );
      if (!frame.decision) break;
      const decision = screen.getByRole('region', { name: 'Decision: Allaria (Elyse) decides' });
      // The recorded answer, found by its words as the decision bar shows them.
      const answer = JSON.stringify(source.recording.answers[k]);
      const option = decisionOptions(frame.decision, table).find(
        (o) => JSON.stringify(o.choice) === answer,
      )!;
      await user.click(within(decision).getByRole('button', { name: option.label }));
      expect(source.answered()).toBe(k + 1);
      expect(source.frames.getState().error).toBeNull();
    }
    expect(source.answered()).toBe(20);
    expect(
      await screen.findByRole('heading', { name: 'Game over: Skarn wins' }),
    ).toBeInTheDocument();
  });
});
