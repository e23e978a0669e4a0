// Engine tests may import rule files directly; the public API installs the rule modules first.
import { loadAllRules } from '../src/engine';

// The app loads each game's Saga modules and scenario reader with it; the tests play them all.
await loadAllRules();
