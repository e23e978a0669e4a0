/**
 * The UI's entry: what src/main.tsx mounts. Everything else lives in the districts beside it
 * (app, start, table, files, demos, rules, words, kit); docs/architecture.md "The UI" says which is which.
 */
export { App } from './app/App';
export { TableErrorBoundary } from './app/TableErrorBoundary';
export { UpdateNotice } from './app/UpdateNotice';
export { putIconSpriteInPage } from './kit/iconSpriteInPage';
