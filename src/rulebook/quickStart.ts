/**
 * The one-page quick start at the top of the rules reference: the goal and a round in a few
 * lines, each pointing at the rules it sums up. It is this table's summary of the rules below (the
 * printed rulebook is not quoted here); the rules themselves stay the authority.
 */
export interface QuickStartLine {
  /** What a player does or must know, in a sentence. */
  text: string;
  /** The rules the sentence sums up; the first one opens from the line. */
  rules: readonly string[];
}

export interface QuickStartPart {
  title: string;
  lines: readonly QuickStartLine[];
}

export const QUICK_START: readonly QuickStartPart[] = [
  {
    title: 'How to win',
    lines: [
      {
        text: 'Have 10 Power tokens on your board (spent ones count) and you win at once; a bonded General and Dragon win together at 15.',
        rules: ['RB-43', 'RB-3'],
      },
      {
        text: 'Otherwise the game ends after the round in which the last Event card resolves: 3 points per Power token, 2 per token of a bonded pair.',
        rules: ['RB-43', 'RB-43a'],
      },
    ],
  },
  {
    title: 'A round',
    lines: [
      {
        text: 'Planning: an Event card starts the Action stack; from the initiative holder, each player in turn puts one card face down on it or passes. The first to pass ends Planning and takes the initiative.',
        rules: ['RB-12', 'RB-13', 'RB-14'],
      },
      {
        text: 'Resolution: the stack is revealed and resolved first card first; each card is its owner’s turn, its Glyphs in printed order (a person may skip one).',
        rules: ['RB-15', 'RB-15a', 'RB-16'],
      },
      {
        text: 'Clean-up: face-up Vaala cards are discarded, Action cards go back to hand, Generals take the Region cards of the regions they control, the Denizen lineup is refilled.',
        rules: ['RB-38', 'RB-38a', 'RB-39'],
      },
    ],
  },
  {
    title: 'Glyphs and combat',
    lines: [
      {
        text: 'Generals Move, Deploy, Harvest, Assault and Fortify; Dragons Fly, Wrath, Harvest and Hoard; both play Vaala cards at a Vaala Glyph.',
        rules: ['RB-18', 'RB-19', 'RB-20', 'RB-21', 'RB-24', 'RB-25', 'RB-28'],
      },
      {
        text: 'In combat each side rolls as many dice as its Combat Value; critical hits land before the defender counterattacks. After each round the attacker continues or retreats.',
        rules: ['RB-30', 'RB-31', 'RB-34'],
      },
      {
        text: 'A General and a Dragon in the same region may bond when both roll a hit; bonded, they share victory.',
        rules: ['RB-41', 'RB-42'],
      },
    ],
  },
];
