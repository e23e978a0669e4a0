import { useState, type ReactNode } from 'react';
import { BUILT_IN_DEMOS } from '../../demos/builtIn';
import type { Demo } from '../../demos/types';
import { downloadJson } from '../files/download';
import { useDemoShelf } from './DemoShelf';
import { ICONS } from '../kit/icons';
import './demos.css';

const fileName = (demo: Demo) =>
  `valerna-demo-${demo.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.json`;

function DemoEntry({
  demo,
  onOpen,
  children,
}: {
  demo: Demo;
  onOpen: (demo: Demo) => void;
  children?: ReactNode;
}) {
  return (
    <li className="demo-entry">
      <h4 className="demo-entry__title">{demo.title}</h4>
      {demo.blurb && <p className="demo-entry__blurb">{demo.blurb}</p>}
      {demo.rules.length > 0 && (
        <p className="demo-entry__rules muted">
          Rules: {demo.rules.join(', ')}
          {demo.house && ' · uses house content'}
        </p>
      )}
      <div className="demo-entry__actions">
        <button type="button" onClick={() => onOpen(demo)} aria-label={`Open demo: ${demo.title}`}>
          <ICONS.demo aria-hidden="true" className="icon" /> Open
        </button>
        {children}
      </div>
    </li>
  );
}

/**
 * The demos the start screen's "Rules demos" lists once opened (README "Rules demos"): the built-in demos and
 * the ones saved from the table. Their positions are data the start screen does not load until
 * then. Opening one puts the table at its prepared position in demo mode.
 */
export default function DemoCatalogue({
  openDemo,
}: {
  openDemo(demo: Demo): Promise<string | null>;
}) {
  const shelf = useDemoShelf();
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = (demo: Demo) => void openDemo(demo).then(setRefusal);

  return (
    <>
      {refusal && (
        <p role="alert" className="error">
          {refusal}
        </p>
      )}
      <h3>Built-in demos</h3>
      <ul className="demo-list" aria-label="Built-in demos">
        {BUILT_IN_DEMOS.map((demo) => (
          <DemoEntry key={demo.id} demo={demo} onOpen={open} />
        ))}
      </ul>
      <h3>Your demos</h3>
      {shelf.problems.map((problem) => (
        <p key={problem} role="status" className="error">
          {problem}
        </p>
      ))}
      {shelf.demos.length === 0 ? (
        <p className="muted">
          None yet. At the table, “Save as demo” keeps the current position here.
        </p>
      ) : (
        <ul className="demo-list" aria-label="Saved demos">
          {shelf.demos.map((demo) => (
            <DemoEntry key={demo.id} demo={demo} onOpen={open}>
              <button
                type="button"
                className="quiet"
                onClick={() => downloadJson(fileName(demo), demo)}
                aria-label={`Export demo: ${demo.title}`}
              >
                Export
              </button>
              <button
                type="button"
                className="quiet"
                onClick={() => shelf.remove(demo.id)}
                aria-label={`Delete demo: ${demo.title}`}
              >
                Delete
              </button>
            </DemoEntry>
          ))}
        </ul>
      )}
    </>
  );
}
