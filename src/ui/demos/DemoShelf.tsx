import { useState } from 'react';
import { readShelf, removeDemo, shelveDemo, type Shelf } from '../../demos/shelf';
import type { Demo } from '../../demos/types';
import { useDemoStorage } from './DemoStorage';

const EMPTY: Shelf = { demos: [], problems: [] };

export interface DemoShelf extends Shelf {
  /** False when there is no storage to save to. */
  canSave: boolean;
  /** Saves a demo; returns why it could not be saved, or null. */
  save(demo: Demo): string | null;
  remove(id: string): void;
}

/** The saved demos, read when the component mounts and again after every change it makes. */
export function useDemoShelf(): DemoShelf {
  const storage = useDemoStorage();
  const [shelf, setShelf] = useState(() => (storage ? readShelf(storage) : EMPTY));
  return {
    ...shelf,
    canSave: storage !== null,
    save(demo) {
      if (!storage) return 'There is nowhere to save demos in this browser.';
      const refused = shelveDemo(storage, demo);
      setShelf(readShelf(storage));
      return refused;
    },
    remove(id) {
      if (!storage) return;
      // A list that cannot be changed stays as it was; reading it again says why.
      removeDemo(storage, id);
      setShelf(readShelf(storage));
    },
  };
}
