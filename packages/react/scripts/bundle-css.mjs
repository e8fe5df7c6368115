// Concatenates src/styles.css's @imports, in order, into one dist/styles.css, so apps import a
// single file with no further requests.
import { readFileSync, writeFileSync } from 'node:fs';

const entry = new URL('../src/styles.css', import.meta.url);
const parts = [...readFileSync(entry, 'utf8').matchAll(/@import '(.+?)';/g)].map((match) =>
  readFileSync(new URL(match[1], entry), 'utf8'),
);
writeFileSync(new URL('../dist/styles.css', import.meta.url), parts.join('\n'));
