// getUserInfo throughput on one node and on two nodes at once (the same connections split across both), beside the
// bare Fastify route as the yardstick.
import { identityApi } from '@platform/contracts';
import { startBareServer } from '../http/bare-server.ts';
import { type LoadOptions, type LoadResult, measure } from '../http/load.ts';
import { OPERATOR } from './nodes.ts';

export interface ClusterHttpResults {
  bare: LoadResult;
  oneNode: LoadResult;
  /** One result per node, measured concurrently; each drove its share of the connections. */
  twoNodes: Array<{ connections: number; result: LoadResult }>;
}

/** Signs in as the bootstrap operator on one node; sessions live in PostgreSQL, so the token works on every node. */
async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api${identityApi.login.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: OPERATOR.email, password: OPERATOR.password }),
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } | null };
  if (body.code !== 200 || !body.data) throw new Error(`bench: log-in failed: ${body.code} ${body.msg}`);
  return body.data.token;
}

const userInfoUrl = (base: string) => `${base}/api${identityApi.getUserInfo.path}`;

async function checkUserInfo(base: string, token: string) {
  const response = await fetch(userInfoUrl(base), { headers: { Authorization: token } });
  const body = (await response.json()) as { code: number };
  if (body.code !== 200) throw new Error(`bench: getUserInfo on ${base} answered ${body.code}`);
}

async function measureBare(options: LoadOptions): Promise<LoadResult> {
  const bare = await startBareServer();
  try {
    return await measure(bare.url, bare.headers, options);
  } finally {
    await bare.close();
  }
}

/** `bases` are the nodes' addresses. The bare route runs in this process while the nodes idle (the lease holder still
 * ticks the market, as it does throughout). */
export async function measureClusterHttp(bases: [string, string], options: LoadOptions): Promise<ClusterHttpResults> {
  const token = await signIn(bases[0]);
  await Promise.all(bases.map((base) => checkUserInfo(base, token)));
  const headers = { Authorization: token };
  const step = (label: string) =>
    process.stdout.write(`  ${label}: loading ${options.connections} connections for ${options.durationSeconds} s… `);

  step('bare Fastify route');
  const bare = await measureBare(options);
  console.log('done');

  step('getUserInfo, one node');
  const oneNode = await measure(userInfoUrl(bases[0]), headers, options);
  console.log('done');

  step('getUserInfo, two nodes');
  const shares = [Math.ceil(options.connections / 2), Math.floor(options.connections / 2)];
  const twoNodes = await Promise.all(
    bases.map(async (base, i) => {
      const connections = Math.max(1, shares[i]!);
      return { connections, result: await measure(userInfoUrl(base), headers, { ...options, connections }) };
    }),
  );
  console.log('done');
  return { bare, oneNode, twoNodes };
}
