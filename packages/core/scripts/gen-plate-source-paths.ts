import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { plateSourceListText } from '../src/contract/plate-source-list';

// Rewrites src/contract/plate-source-paths.ts from the contract (`npm run gen:plate-sources -w @fengshou/core`).
const file = fileURLToPath(new URL('../src/contract/plate-source-paths.ts', import.meta.url));
writeFileSync(file, plateSourceListText());
console.log(`wrote ${file}`);
