// A Vite plugin for the apps' builds: it keeps zod and the contracts' schemas out of the browser's bundles unless a
// screen really validates with them. An app calls endpoints through their definitions in `@platform/contracts`, which
// carry request and response schemas; the browser never needs those to call (the server validates input, and the
// client checks answers only in development and the browser tests' build, loading the full table lazily then:
// `../endpoint-table.ts`, imported only where a build-time constant says answers are checked, so production bundles
// hold no import of it). So, in the apps' bundles only:
//
// 1. each `endpoint({ … })` in `contracts/src/api/*.ts` loses its `params`, `query`, `body` and `response` schemas,
//    which become a stand-in that says so when touched (a screen that validates a form imports its schema directly);
// 2. every top-level constant of contracts is computed inside a pure function call, so a schema no kept code uses is
//    dropped with its module's other unused code (zod's calls cannot be known to be pure otherwise);
// 3. `contracts/src/zod.ts` configures zod without importing it (`zodSetUp`), so that its set-up, a side effect every
//    contracts module imports, does not bring zod's core into a page that builds no schema.
//
// zod then loads only with the first screen that validates with a schema.
//
// The full endpoint table (`../endpoint-table.ts`) and every contracts module it reaches are resolved to copies of
// their own, marked `?with-schemas` and left untouched: the table's schemas then share no module with the app's, so a
// build that checks answers has the same first load as a production build (the size budgets are checked on it).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';
import { SCHEMA_LEFT_OUT } from '../schema-left-out.ts';

const contractsSrc = resolve(dirname(fileURLToPath(import.meta.url)), '../../../contracts/src');
const apiDir = join(contractsSrc, 'api');
const endpointTable = resolve(dirname(fileURLToPath(import.meta.url)), '../endpoint-table.ts');
/** The query marking a module reached from the full endpoint table. */
const FULL = '?with-schemas';
const STAND_IN = '\0platform:schema-left-out';
const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'response']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

type Edit = { start: number; end: number; text: string };

const clean = (id: string) => id.split('?')[0]!;
const isApiModule = (file: string) => file.startsWith(`${apiDir}/`) && file.endsWith('.ts');
const isContractsModule = (file: string) => file.startsWith(`${contractsSrc}/`) && file.endsWith('.ts');

/** Applies replacements and insertions that do not overlap (a wrap is two insertions around its constant). */
function applyEdits(code: string, edits: Edit[]) {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** Does the expression compute anything at load (a call, `new`, a property read), so it may have side effects? */
function computes(node: Node | null | undefined): boolean {
  if (!node || typeof node !== 'object') return false;
  if (['ArrowFunctionExpression', 'FunctionExpression'].includes(node.type)) return false;
  if (['CallExpression', 'NewExpression', 'MemberExpression', 'TaggedTemplateExpression'].includes(node.type))
    return true;
  return Object.values(node).some((value) =>
    Array.isArray(value) ? value.some((v) => computes(v as Node)) : computes(value as Node),
  );
}

function contains(node: unknown, type: string): boolean {
  if (!node || typeof node !== 'object') return false;
  if ((node as Node).type === type) return true;
  return Object.values(node).some((value) =>
    Array.isArray(value) ? value.some((v) => contains(v, type)) : contains(value, type),
  );
}

/** Rule 2: `const x = <computed>` → `const x = /* @__PURE__ *\/ (() => (<computed>))()`. */
function pureConstants(program: Node): Edit[] {
  const edits: Edit[] = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init || !computes(init) || contains(init, 'AwaitExpression')) continue;
      edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
      edits.push({ start: init.end, end: init.end, text: '))()' });
    }
  }
  return edits;
}

/** Rule 1: the schemas of every `endpoint({ … })` become the stand-in. */
function leaveSchemasOut(program: Node): Edit[] {
  const edits: Edit[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    const callee = n.callee as Node | undefined;
    const [argument] = (n.arguments as Node[] | undefined) ?? [];
    if (n.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'endpoint') {
      if (argument?.type !== 'ObjectExpression')
        throw new Error('endpoint-schemas: endpoint() takes an object literal');
      for (const property of argument.properties as Node[]) {
        const key = property.key as Node | undefined;
        const value = property.value as Node | undefined;
        if (property.type !== 'Property' || key?.type !== 'Identifier' || !SCHEMA_KEYS.has(key.name as string))
          continue;
        // A raw response is a string (`RAW_RESPONSE`), not a schema: the client reads it.
        if (value?.type === 'Literal' || (value?.type === 'Identifier' && value.name === 'RAW_RESPONSE')) continue;
        // Replace the whole property: `{ body }` is shorthand for `{ body: body }`.
        const name = key.name as string;
        edits.push({
          start: property.start,
          end: property.end,
          text: `${name}: __schemaLeftOut(${JSON.stringify(name)})`,
        });
      }
    }
    for (const value of Object.values(n)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  if (edits.length === 0) return edits;
  return [
    ...edits,
    { start: 0, end: 0, text: `import { schemaLeftOut as __schemaLeftOut } from ${JSON.stringify(STAND_IN)};\n` },
  ];
}

const STAND_IN_MODULE = `// What stands in for a schema the build left out (see endpoint-schemas-plugin.ts).
const marker = Symbol.for(${JSON.stringify(SCHEMA_LEFT_OUT)});
export const schemaLeftOut = (what) => new Proxy({}, {
  get(_, key) {
    if (key === marker) return true;
    if (typeof key === 'symbol' || key === 'then' || key === 'toJSON') return undefined;
    throw new Error('This endpoint\\'s ' + what + ' schema is left out of the app bundle: import the schema itself from @platform/contracts (read: ' + key + ')');
  },
});`;

/** What `contracts/src/zod.ts` sets up; the apps' builds set the same without importing zod (`zodSetUp`). */
const ZOD_CONFIG = 'z.config({ jitless: true });';
/** The global object zod 4's core keeps its configuration in (`globalConfig` in `zod/v4/core/core.js`). */
const ZOD_GLOBAL_CONFIG = '__zod_globalConfig';

/**
 * Rule 3: `contracts/src/zod.ts` for the apps' builds. zod reads its configuration (`z.config()`) from a global object
 * when it builds a schema, and creates it only if missing: setting it directly, before any schema is built (every
 * schema module imports this one), has the same effect as `z.config()` without loading zod's core. Fails the build if
 * zod.ts sets up anything else, or if zod no longer keeps its configuration there.
 */
export function zodSetUp(code: string, zodCore: string): string {
  if (!code.includes(ZOD_CONFIG) || code.split('z.config(').length !== 2) {
    throw new Error(`endpoint-schemas: contracts/src/zod.ts no longer only calls \`${ZOD_CONFIG}\`: update zodSetUp`);
  }
  if (!zodCore.includes(`globalThis.${ZOD_GLOBAL_CONFIG}`)) {
    throw new Error(`endpoint-schemas: zod no longer keeps its configuration in globalThis.${ZOD_GLOBAL_CONFIG}`);
  }
  return [
    '// contracts/src/zod.ts as the apps are built (endpoint-schemas-plugin.ts): z.config() without loading zod.',
    `(globalThis.${ZOD_GLOBAL_CONFIG} ??= {}).jitless = true;`,
    "export { z } from 'zod';",
    '',
  ].join('\n');
}

/** zod's core module, where its configuration lives, as the contracts package resolves it. */
const zodCoreSource = () =>
  readFileSync(join(dirname(createRequire(join(contractsSrc, 'zod.ts')).resolve('zod/v4/core')), 'core.js'), 'utf8');
/**
 * Two plugins: the resolver runs before Vite's own (which would otherwise resolve the contracts' imports first and
 * never let the full table's imports be marked), the transform after TypeScript is compiled (it parses JavaScript).
 */
export function endpointSchemasPlugin(): Plugin[] {
  return [
    {
      name: 'platform:endpoint-schemas-resolve',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (source === STAND_IN) return STAND_IN;
        if (!importer || !(importer.endsWith(FULL) || clean(importer) === endpointTable)) return null;
        const resolved = await this.resolve(source, clean(importer), { ...options, skipSelf: true });
        if (!resolved || resolved.external) return resolved;
        const file = clean(resolved.id);
        return isContractsModule(file) ? `${file}${FULL}` : resolved;
      },
      load(id) {
        if (id !== STAND_IN) return null;
        return STAND_IN_MODULE;
      },
    },
    {
      name: 'platform:endpoint-schemas',
      enforce: 'post',
      transform(code, id) {
        if (clean(id) === join(contractsSrc, 'zod.ts')) return { code: zodSetUp(code, zodCoreSource()), map: null };
        if (id.endsWith(FULL) || !isContractsModule(clean(id))) return null;
        const file = clean(id);
        const program = parseAst(code) as unknown as Node;
        const edits = [...pureConstants(program), ...(isApiModule(file) ? leaveSchemasOut(program) : [])];
        return edits.length ? { code: applyEdits(code, edits), map: null } : null;
      },
    },
  ];
}
