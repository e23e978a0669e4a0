// @ts-check
/**
 * A Stryker ignore plugin (stryker.config.mjs, `ignorers`): text of the engine that only reaches
 * the screen, which no rule reads, is not mutated. Its mutants are reported as Ignored with the
 * reason below and are left out of the score.
 *
 * - A rule ID cited as a string ('RB-18', 'EV-SAGA-RETURN-2'): the rule a decision, a log entry
 *   or a Faceless reason names for the player (describeDecision, the log). No rule compares one.
 * - The message of an Error the engine throws: these are engine faults or programming errors
 *   ("no seat x in this game"), not refusals a player meets; the refusals of bad moves and setups
 *   (`problems`, `error.message`) name the field a person must fix and stay mutated.
 *
 * The code around them (the condition that throws, the choice of a rule) is mutated as usual.
 */

const RULE_ID = /^(RB|EV|Q)-[A-Za-z0-9-]+$/;

/** @param {any} path a Babel NodePath */
function displayOnly(path) {
  if (path.isStringLiteral() && RULE_ID.test(path.node.value))
    return 'A rule ID cited to the player; no rule reads it (tests/mutation/displayText.mjs).';
  const parent = path.parentPath;
  if (
    path.listKey === 'arguments' &&
    parent?.isNewExpression() &&
    parent.node.callee.type === 'Identifier' &&
    /Error$/.test(parent.node.callee.name)
  )
    return 'The text of an engine error; no rule reads it (tests/mutation/displayText.mjs).';
  return undefined;
}

export const strykerPlugins = [
  { kind: 'Ignore', name: 'display-text', value: { shouldIgnore: displayOnly } },
];
