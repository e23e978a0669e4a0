/**
 * A script's options read from its command line, or null once it has said what was wrong and how
 * the script is called: the script then ends with exit code 2, a usage error.
 */
export function optionsOrUsage<A>(
  parse: (argv: string[]) => A,
  usage: string,
  argv: string[] = process.argv.slice(2),
): A | null {
  try {
    return parse(argv);
  } catch (e) {
    console.error(`${(e as Error).message}. ${usage}`);
    return null;
  }
}
