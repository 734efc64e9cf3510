// Loads a typed content file (content/*.ts) into a Node script: TypeScript's own transpiler
// strips the types, and the module is imported from a temporary file. Only for content files whose
// imports are types alone (content/testimonials.ts).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The exports of `file` (relative to the repository root). */
export async function importContent(file) {
  const source = await readFile(path.join(ROOT, file), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  if (/^\s*import\s(?!type\b)/m.test(outputText)) throw new Error(`${file} imports values; not supported`);
  const dir = await mkdtemp(path.join(tmpdir(), 'content-'));
  try {
    const out = path.join(dir, `${path.basename(file, '.ts')}.mjs`);
    await writeFile(out, outputText);
    return await import(pathToFileURL(out).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
