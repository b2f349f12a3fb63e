/** Minimal `--name value` / `--flag` parsing for the command-line tools. */
export function parseArgs(argv: readonly string[]): {
  positional: string[];
  options: Map<string, string | true>;
} {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) options.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) options.set(name, argv[++i]!);
    else options.set(name, true);
  }
  return { positional, options };
}
