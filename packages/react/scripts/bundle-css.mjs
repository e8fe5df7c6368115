// Concatenates src/styles.css's @imports, in order, into one dist/styles.css, so apps import a
// single file with no further requests. Fails the build rather than ship an empty stylesheet.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const entry = new URL('../src/styles.css', import.meta.url);
const imports = [...readFileSync(entry, 'utf8').matchAll(/@import\s+(['"])(.+?)\1\s*;/g)];
if (imports.length === 0) throw new Error('bundle-css: no @import found in src/styles.css');
const parts = imports.map((match) => readFileSync(new URL(match[2], entry), 'utf8'));
mkdirSync(new URL('../dist/', import.meta.url), { recursive: true });
writeFileSync(new URL('../dist/styles.css', import.meta.url), parts.join('\n'));
