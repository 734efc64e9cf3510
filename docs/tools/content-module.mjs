// What the tools of docs/tools share: the repository's root, where their inputs and outputs are.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
