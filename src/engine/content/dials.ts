import type { DialKind } from './ids';
import type { SagaId } from './sagas';

/** EV-SAGA-KAD-1/2, EV-SAGA-NULL-1…3: the dials' printed values and how many the box holds. */
export interface DialInfo {
  kind: DialKind;
  name: string;
  combatValue: number;
  wounds: number;
  trophy: number;
  count: number;
}

export const DIALS: Record<DialKind, DialInfo> = {
  dragon: { kind: 'dragon', name: 'Dragon dial', combatValue: 3, wounds: 5, trophy: 1, count: 4 },
  portal: { kind: 'portal', name: 'Null Portal', combatValue: 1, wounds: 4, trophy: 0, count: 2 },
  nullborn: { kind: 'nullborn', name: 'Nullborn', combatValue: 2, wounds: 1, trophy: 0, count: 10 },
};

/** Dial ids name the piece: `dragon-a` … `dragon-d`, `portal-1`, `nullborn-7`. */
export function dialIds(kind: DialKind): string[] {
  const { count } = DIALS[kind];
  return Array.from({ length: count }, (_, i) =>
    kind === 'dragon' ? `dragon-${'abcd'[i]}` : `${kind}-${i + 1}`,
  );
}

/** The dials each Saga brings (EV-SAGA-KAD-1, EV-SAGA-NULL-1). */
export const SAGA_DIALS: Partial<Record<SagaId, DialKind[]>> = {
  kadmos: ['dragon'],
  null: ['portal', 'nullborn'],
};

/** Every dial piece in the box, by id. */
export const DIAL_IDS: readonly string[] = (Object.keys(DIALS) as DialKind[]).flatMap(dialIds);
