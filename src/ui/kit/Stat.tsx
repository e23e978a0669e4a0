import type { ReactNode } from 'react';
import type { Icon } from './icons';

interface StatProps {
  label: string;
  icon?: Icon;
  children: ReactNode;
}

/** One "label: value" line of a board's stats list (a `<dl>`), with its icon when it has one. */
export function Stat({ label, icon: Icon, children }: StatProps) {
  return (
    <div>
      <dt>
        {Icon && <Icon aria-hidden="true" className="icon" />}
        {label}:
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
