// Which modules a build's code really uses from some starting modules, going through re-exporting barrels
// (`@mantine/core`, `@platform/ui`) only by the names asked of them: following every import of a barrel would reach
// the whole library. For a build plugin's buildEnd, once the module graph is complete (app-build.ts).
import type { Rolldown } from 'vite';

type PluginContext = Rolldown.PluginContext;

type Names = Set<string> | 'all';

interface ModuleShape {
  /** Only re-exports (`export … from`): what it offers is its sources' (a barrel). */
  barrel: boolean;
  /** Re-exports: exported name → [source, name there]; `*` re-exports under `stars`. */
  reexports: Map<string, { source: string; name: string }>;
  stars: string[];
  /** Imports for their side effects alone (`import './x'`), which a barrel may have too. */
  bare: string[];
  /** Imports of a module that is not a barrel: source → the names it takes. */
  imports: Map<string, Names>;
}

const DIRECTIVE = (node: { type: string; directive?: unknown }) =>
  node.type === 'ExpressionStatement' && typeof node.directive === 'string';

function shapeOf(context: PluginContext, code: string): ModuleShape | null {
  let program: ReturnType<PluginContext['parse']>;
  try {
    program = context.parse(code);
  } catch {
    return null;
  }
  const shape: ModuleShape = { barrel: true, reexports: new Map(), stars: [], bare: [], imports: new Map() };
  const take = (source: string, names: Names) => {
    const had = shape.imports.get(source);
    if (had === 'all' || names === 'all') shape.imports.set(source, 'all');
    else shape.imports.set(source, new Set([...(had ?? []), ...names]));
  };
  const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
    node.type === 'Identifier' ? node.name! : String(node.value);
  for (const node of program.body) {
    if (node.type === 'ExportNamedDeclaration' && node.source) {
      const source = node.source.value;
      const names = new Set<string>();
      for (const specifier of node.specifiers) {
        const local = nameOf(specifier.local);
        shape.reexports.set(nameOf(specifier.exported), { source, name: local });
        names.add(local);
      }
      take(source, names);
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) {
        shape.reexports.set(nameOf(node.exported), { source: node.source.value, name: '*' });
      } else shape.stars.push(node.source.value);
      take(node.source.value, 'all');
    } else if (node.type === 'ImportDeclaration' && node.specifiers.length === 0) {
      shape.bare.push(node.source.value);
      take(node.source.value, new Set());
    } else if (DIRECTIVE(node)) {
      // 'use client' and the like
    } else {
      shape.barrel = false;
      if (node.type === 'ImportDeclaration') {
        const names = new Set<string>();
        let all = false;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') all = true;
          else if (specifier.type === 'ImportDefaultSpecifier') names.add('default');
          else names.add(nameOf(specifier.imported));
        }
        take(node.source.value, all ? 'all' : names);
      }
    }
  }
  return shape;
}

/**
 * The modules the code reached from `starts` uses, statically (dynamic imports are other chunks' business). A module
 * that is not a barrel counts whole, with everything it imports; a barrel passes on only the names asked of it.
 */
export async function usedModules(context: PluginContext, starts: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  const asked = new Map<string, Names>();
  const shapes = new Map<string, ModuleShape | null>();
  const resolved = new Map<string, string | null>();
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\0${source}`;
    if (!resolved.has(key)) resolved.set(key, (await context.resolve(source, importer))?.id ?? null);
    return resolved.get(key)!;
  };
  const queue: { id: string; names: Names }[] = starts.map((id) => ({ id, names: 'all' }));

  while (queue.length > 0) {
    const { id, names } = queue.shift()!;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    if (!shapes.has(id)) shapes.set(id, info.code === null ? null : shapeOf(context, info.code));
    const shape = shapes.get(id)!;
    const before = asked.get(id);
    // What is new for this module: a barrel answers each name once, any other module is visited once.
    let fresh: Names;
    if (before === 'all') continue;
    if (names === 'all') fresh = 'all';
    else {
      fresh = new Set([...names].filter((name) => !before?.has(name)));
      if (before && fresh.size === 0) continue;
    }
    asked.set(id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));
    const barrel = shape?.barrel === true;
    if (!barrel) {
      if (before) continue;
      used.add(id);
    }
    if (!shape) {
      for (const imported of info.importedIds) queue.push({ id: imported, names: 'all' });
      continue;
    }
    if (!barrel) {
      const reached = new Set<string>();
      for (const [source, taken] of shape.imports) {
        const target = await resolve(source, id);
        if (target) {
          reached.add(target);
          queue.push({ id: target, names: taken });
        }
      }
      // What the parse did not show (a CommonJS require, a plugin's import): all of it.
      for (const imported of info.importedIds) if (!reached.has(imported)) queue.push({ id: imported, names: 'all' });
      continue;
    }
    if (!before) {
      for (const source of shape.bare) {
        const target = await resolve(source, id);
        if (target) queue.push({ id: target, names: new Set() });
      }
    }
    const wanted = fresh === 'all' ? [...shape.reexports.keys()] : [...fresh];
    for (const name of wanted) {
      const reexport = shape.reexports.get(name);
      if (reexport) {
        const target = await resolve(reexport.source, id);
        if (target) queue.push({ id: target, names: reexport.name === '*' ? 'all' : new Set([reexport.name]) });
        continue;
      }
      // Through `export *`: the source that exports the name (or each, when the graph does not say).
      for (const source of shape.stars) {
        const target = await resolve(source, id);
        const exports = target ? context.getModuleInfo(target)?.exports : undefined;
        if (target && (!exports || exports.length === 0 || exports.includes(name))) {
          queue.push({ id: target, names: new Set([name]) });
        }
      }
    }
    if (fresh === 'all') {
      for (const source of shape.stars) {
        const target = await resolve(source, id);
        if (target) queue.push({ id: target, names: 'all' });
      }
    }
  }
  return used;
}
