/** The balance figures as Markdown tables: printed by `npm run balance` and kept in docs/balance.md. */
import type { BalanceFigures, Summary, Target } from './aggregate';
import { SOLO_SEATS, seatName } from './configs';

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

const percent = (n: number) => `${n.toFixed(1)}%`;

function summaryRow(label: string, s: Summary): (string | number)[] {
  return [
    label,
    s.games,
    ...SOLO_SEATS.map((f) => percent(s.wins[f] ?? 0)),
    percent(s.roles.general),
    percent(s.roles.dragon),
    percent(s.roles.bonded),
    percent(s.generals),
    percent(s.ends.power),
    percent(s.ends.combined),
    percent(s.ends.eventDeck),
    s.rounds.mean.toFixed(2),
    s.rounds.median,
    percent(s.rounds.byRound3),
    percent(s.rounds.toRound6),
    percent(s.bonded),
    s.combatsPerGame.toFixed(2),
  ];
}

const SUMMARY_HEAD = [
  '',
  'games',
  ...SOLO_SEATS.map(seatName),
  'lone General',
  'lone Dragon',
  'bonded pair',
  'Generals together',
  'ends at 10 Power',
  'at 15 combined',
  'at the Event deck',
  'mean rounds',
  'median rounds',
  'ended by round 3',
  'reached round 6',
  'with a Dragonbond',
  'combats/game',
];

const range = ([lo, hi]: Target['range']) =>
  lo !== null && hi !== null ? `${lo}–${hi}` : lo !== null ? `≥ ${lo}` : `≤ ${hi}`;

/** Every table: all-Faceless games, the games with each Saga, solo win rates, solo games, targets. */
export function renderTables(figures: BalanceFigures, targets: Target[]): string {
  const allFaceless = figures.configs.filter((c) => c.solo === null);
  const solo = figures.configs.filter((c) => c.solo !== null);
  const soloKeys = Object.keys(figures.solo);
  return [
    '### All-Faceless games',
    '',
    table(
      SUMMARY_HEAD,
      allFaceless.map((c) => summaryRow(c.label, c.summary)),
    ),
    '',
    '### Games that include each Saga (3 random Sagas)',
    '',
    table(
      ['Saga', 'games', ...SOLO_SEATS.map(seatName), 'lowest'],
      Object.entries(figures.sagas).map(([id, split]) => [
        id,
        split!.games,
        ...SOLO_SEATS.map((f) => percent(split!.wins[f] ?? 0)),
        percent(split!.lowest),
      ]),
    ),
    '',
    '### Solo: how often the human seat wins (no Sagas)',
    '',
    table(
      ['human', 'Faceless strength', 'games per seat', ...SOLO_SEATS.map(seatName)],
      soloKeys.map((key) => {
        const [driver, strength] = key.split(' ');
        const games = solo.find((c) => `${c.solo!.driver} ${c.solo!.strength}` === key)!.games;
        return [
          driver,
          strength,
          games,
          ...SOLO_SEATS.map((f) => percent(figures.solo[key][f] ?? 0)),
        ];
      }),
    ),
    '',
    '### Solo games in full',
    '',
    table(
      SUMMARY_HEAD,
      solo.map((c) => summaryRow(c.label, c.summary)),
    ),
    '',
    '### Targets',
    '',
    table(
      ['target', 'value', 'range', 'met'],
      targets.map((t) => [t.name, t.value, range(t.range), t.met ? 'met' : 'not met']),
    ),
  ].join('\n');
}
