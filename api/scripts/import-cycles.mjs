// Import cycles of api/src, type imports counted (madge with skipTypeImports: false); exits 1 on any.
// Run from the repository root: node api/scripts/import-cycles.mjs
import madge from 'madge';

const result = await madge('api/src', {
  fileExtensions: ['ts'],
  tsConfig: 'api/tsconfig.json',
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const cycles = result.circular();
console.log(`${Object.keys(result.obj()).length} files, ${cycles.length} cycles`);
cycles.forEach((cycle, i) => console.log(`${i + 1}) ${cycle.join(' > ')}`));
process.exitCode = cycles.length === 0 ? 0 : 1;
