// `npm run lint` runs this after Biome: the house's import rules over every source file.
import { fileURLToPath } from 'node:url';
import { report, sourceFiles, violations } from './check';

const root = fileURLToPath(new URL('../..', import.meta.url));
const files = sourceFiles(root);
const found = violations(root, files);
if (found.length) {
  console.error(report(found));
  console.error(`import rules: ${found.length} violation(s) in ${files.length} files`);
  process.exit(1);
}
console.log(`import rules: ${files.length} files, no violation`);
