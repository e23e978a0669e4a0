/** docs/balance.md: the figures, the command that made them and how that run went. */
import type { SpeedFigures } from './aggregate';
import { SOLO_SHARE } from './configs';

export interface RunFacts {
  command: string;
  games: number;
  seed: number;
  workers: number;
  seconds: number;
  cpuSeconds: number;
  /** 1-minute load average before and after the games. */
  load: number[];
  cores: number;
  msPerGame: Record<string, number>;
}

/** Paragraphs are written one line each; Prettier keeps them so (proseWrap: preserve). */
const paragraph = (...sentences: string[]) => sentences.join(' ');

export function balanceDocument(run: RunFacts, tables: string, speed?: SpeedFigures): string {
  const last = run.seed + run.games - 1;
  const sizes = SOLO_SHARE.map(
    (s) => `${Math.max(1, Math.round(run.games * s.share))} ${s.driver} at ${s.strength}`,
  ).join(', ');
  const costs = Object.entries(run.msPerGame)
    .map(([kind, ms]) => `${kind} ${ms}`)
    .join(', ');
  return [
    '# Balance report',
    paragraph(
      `Made by \`${run.command}\` (scripts/balance.ts); run it again to refresh this file.`,
      `Every configuration plays seeds ${run.seed}–${last}: the all-Faceless ones ${run.games} games each, the solo ones per human seat ${sizes}.`,
      "Solo games are played without Sagas (the solo targets name none, and Sagas would blur the Faceless strength's effect), the human in its faction's usual seat of the table Allaria, Fulgen, Tyveria, Skarn, the other three Faceless.",
      'The lookahead human is src/lookahead; the random one answers every decision uniformly at random.',
    ),
    paragraph(
      "Win % per faction counts a bonded pair's win for both partners; the roles (lone General, lone Dragon, bonded pair) add up to 100%.",
      '"Generals together" is the share of games a General won, alone or bonded.',
    ),
    tables,
    'One more target is not a figure and is not checked here: that the README says how balanced the house game is, with these figures.',
    '### This run',
    paragraph(
      `${run.workers} worker threads on ${run.cores} cores; ${run.seconds} s wall clock, ${run.cpuSeconds} s CPU; 1-minute load average ${run.load[0]} before the games and ${run.load[1]} after.`,
      'Other processes share the cores, so times vary from run to run; the figures above do not.',
      `Mean ms per game: ${costs}.`,
      speed
        ? `Engine speed afterwards (as \`npm run bench\`, 300 games): ${speed.gamesPerSecond} games/s, applyMove median ${speed.medianMicros} µs.`
        : '',
    ).trim(),
    '',
  ].join('\n\n');
}
