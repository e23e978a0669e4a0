/** Types of ensure-deps.mjs for the tests that import it. */
export const root: string;
export function needsInstall(dir?: string): string | null;
export function ensureDeps(): void;
export function bin(name: string): string;
