#!/usr/bin/env node
// No import cycles (DESIGN section 1): the static imports of src/ and stories/, type-only ones included
// (a type circle still ties two modules' designs together), resolved as the TypeScript compiler resolves
// them (tsconfig paths, index files, extensions). Dynamic import() is a lazy edge and is not counted.
// Run by `npm run lint`; prints each circle and exits 1 if there is any.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const configFile = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const files = parsed.fileNames.filter((file) => /\/(src|stories)\//.test(file) && !file.endsWith('.d.ts'));
const known = new Set(files);
const host = ts.createCompilerHost(parsed.options);

/** The files a module imports statically (import and export ... from), as absolute paths. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const targets = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const resolved = ts.resolveModuleName(specifier.text, file, parsed.options, host).resolvedModule;
    if (resolved && known.has(resolved.resolvedFileName)) targets.push(resolved.resolvedFileName);
  }
  return targets;
}

const graph = new Map(files.map((file) => [file, importsOf(file)]));

// Tarjan's strongly connected components: every component of more than one file (or a file that
// imports itself) is a circle.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(file) {
  order.set(file, index);
  low.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file)) {
    if (!order.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)));
  }
  if (low.get(file) === order.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) circles.push(component);
  }
}
for (const file of files) if (!order.has(file)) visit(file);

if (circles.length === 0) {
  console.log(`check-cycles: no import cycles among ${files.length} modules`);
} else {
  for (const circle of circles) {
    console.error(
      `check-cycles: these modules import each other: ${circle.map((f) => relative(root, f)).join(', ')}`,
    );
  }
  process.exit(1);
}
