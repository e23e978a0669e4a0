import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

interface RulesControl {
  /** Opens the rules reference, searching for `query` (a rule ID or words) if given. */
  openRules(query?: string): void;
}

const RulesContext = createContext<RulesControl | null>(null);

/** The rules reference opener, or null where no reference is mounted (a lone component test). */
export const useRules = () => useContext(RulesContext);

// The reference and its ~570 entries load only when someone opens it.
const RulesDialog = lazy(() => import('./RulesDialog'));

/** A key typed into a field is text, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Holds the rules reference for the whole app; "?" opens it from anywhere but a text field. */
export function RulesProvider({ children }: { children: ReactNode }) {
  // null while closed; otherwise the search it opened with.
  const [openedWith, setOpenedWith] = useState<string | null>(null);
  const control = useMemo<RulesControl>(() => ({ openRules: (q = '') => setOpenedWith(q) }), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      setOpenedWith((open) => open ?? '');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <RulesContext.Provider value={control}>
      {children}
      {openedWith !== null && (
        <Suspense
          fallback={
            <p role="status" className="rules-opening">
              Opening the rules…
            </p>
          }
        >
          <RulesDialog initialQuery={openedWith} onClose={() => setOpenedWith(null)} />
        </Suspense>
      )}
    </RulesContext.Provider>
  );
}
