import path from 'node:path';
import ts from 'typescript';

/** One place a source file asks for another module, and what it asks for. */
export interface ModuleLoad {
  /** The code that loads, as written. */
  code: string;
  /**
   * What it names: a path, a package or a glob, with `*` standing for each part written as an
   * expression (`import(\`./x/${name}.ts\`)` → `./x/*.ts`); undefined where nothing says which.
   */
  specifiers: string[] | undefined;
}

/** The callees that take a module's name: Vite's globs, CommonJS, Vitest's module helpers. */
const LOADING_CALLEES =
  /^(import\.meta\.(glob|globEager|resolve)|require(\.resolve)?|vi\.(mock|doMock|importActual|importMock))$/;

/** A string argument as a pattern; an array of them (Vite's globs take one); else unknown. */
function namesIn(node: ts.Expression | undefined): string[] | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join('')];
  if (ts.isArrayLiteralExpression(node)) {
    const names = node.elements.map((element) => namesIn(element as ts.Expression));
    return names.every(Boolean) ? names.flatMap((name) => name!) : undefined;
  }
  return undefined;
}

/**
 * Every way the file loads a module: static imports and re-exports, `import()`, `import x =
 * require()`, `require()`, Vite's `import.meta.glob` and `new URL(…, import.meta.url)`, and
 * Vitest's `vi.mock` and `vi.importActual`.
 */
export function moduleLoads(source: string, file: string): ModuleLoad[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const loads: ModuleLoad[] = [];
  const visit = (node: ts.Node) => {
    const load = (argument: ts.Expression | undefined) =>
      loads.push({ code: node.getText(tree), specifiers: namesIn(argument) });
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      load(node.moduleSpecifier);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    ) {
      load(node.moduleReference.expression);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(tree);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || LOADING_CALLEES.test(callee))
        load(node.arguments[0]);
    } else if (
      ts.isNewExpression(node) &&
      node.expression.getText(tree) === 'URL' &&
      node.arguments?.[1]?.getText(tree) === 'import.meta.url'
    ) {
      load(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return loads;
}

/**
 * Where a name points from the file: a path on disk, or a glob of them. A package, a virtual
 * module and a glob's exclusion (`!…`) point nowhere on disk.
 */
export function resolvedFrom(file: string, root: string, specifier: string) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  // Vite reads a leading slash as the project's root.
  if (specifier.startsWith('/')) return path.join(root, specifier);
  return undefined;
}
