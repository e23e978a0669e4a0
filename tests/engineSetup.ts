// Engine tests may import rule files directly; the public API installs the rule modules first.
import '../src/engine';
