import { createContext, useContext, type ReactNode } from 'react';
import type { DemoStorage } from '../../demos/shelf';

/** Where saved demos live: the browser's storage, a test's own, or nowhere (saving is then off). */
const DemoStorageContext = createContext<DemoStorage | null>(null);

export function DemoStorageProvider({
  storage,
  children,
}: {
  storage: DemoStorage | null;
  children: ReactNode;
}) {
  return <DemoStorageContext.Provider value={storage}>{children}</DemoStorageContext.Provider>;
}

export const useDemoStorage = () => useContext(DemoStorageContext);
