/** Where each piece of a region stands: pieces flow in rows inside the region's piece space. */

export interface Placed<T> {
  item: T;
  x: number;
  y: number;
}

/** Board units: the width of a region's piece space and the height of one row of pieces. */
export const PIECE_ROW_WIDTH = 312;
export const PIECE_ROW_HEIGHT = 78;

export function flowPieces<T extends { width: number }>(items: T[]): Placed<T>[] {
  const placed: Placed<T>[] = [];
  let x = 0;
  let y = 0;
  for (const item of items) {
    if (x > 0 && x + item.width > PIECE_ROW_WIDTH) {
      x = 0;
      y += PIECE_ROW_HEIGHT;
    }
    placed.push({ item, x, y });
    x += item.width;
  }
  return placed;
}
