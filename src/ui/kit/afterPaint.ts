/**
 * Runs work after the next frame is painted, so that a click's own frame shows only what answers it
 * (the decision and the board) and the panels that only report follow in the frame after
 * (docs/architecture.md "What a click draws first"). Everything waiting for one frame runs in one
 * task, so React draws it together and the panels agree with each other.
 */
const waiting = new Set<() => void>();

function flush() {
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

/** Queues `run` for after the next paint; returns how to take it back. */
export function afterNextPaint(run: () => void): () => void {
  if (waiting.size === 0) {
    // The frame's callbacks run before it is painted; a task queued from one runs after.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(flush));
    else setTimeout(flush);
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
